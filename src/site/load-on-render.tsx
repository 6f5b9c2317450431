import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component whose code loads when it first renders instead of with its route.
 * Next.js sends every client component a route may render with that route's first JavaScript
 * (a CMS page's route holds every module, the editor's every form), so what only some pages
 * or some actions need is split off this way. Nothing shows until it has loaded.
 */
export function loadOnRender<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LoadOnRender(props: Props) {
    return <Suspense><Loaded {...props} /></Suspense>;
  };
}
