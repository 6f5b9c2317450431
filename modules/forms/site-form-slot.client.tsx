"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// Next.js sends a route's client components with its first JavaScript, and every CMS page's
// route holds every module: the form (react-hook-form and zod) loads only where one renders.
const SiteForm = lazy(() => import("@/site/forms/site-form.client").then((module) => ({ default: module.SiteForm })));

/** A site form in a Forms module, its script loaded with it. */
export function SiteFormSlot(props: ComponentProps<typeof SiteForm>) {
  return <Suspense><SiteForm {...props} /></Suspense>;
}
