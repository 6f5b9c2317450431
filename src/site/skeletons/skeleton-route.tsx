import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import { matchRoute, routeAlternates, routePath, type RouteName } from "../../i18n/routes";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";
import { notFoundMetadata } from "../errors/not-found-metadata";
import { PageHeader, type Crumb } from "../shell/page-header";
import { BodyClass, type BodyClassKind } from "../shell/body-class";
import { Skeleton, type SkeletonVariant } from "./skeletons";

/** Which later issue's content a page waits for; its sentence says so. */
export type UpcomingArea = "events" | "productions" | "ensemble" | "venues" | "series" | "magazine" | "forms" | "search" | "user";

export interface SkeletonRouteSpec {
  name: RouteName;
  /** The folder's pattern below the language, `{param}` for [param], `{param*}` for [[...param]]. */
  folder: string;
  area: UpcomingArea;
  variant: SkeletonVariant;
  /** The list a detail page belongs to, as its breadcrumb parent. */
  parent?: RouteName;
  bodyClass?: BodyClassKind;
}

type Params = Promise<Record<string, string | string[] | undefined>>;

/**
 * The path a request named, rebuilt from the folder pattern and Next's params, and checked
 * against the route table: a German folder under /en, a non-numeric id or a page number
 * that is no number is no route (404), exactly as matchRoute decides for links.
 */
function resolve(spec: SkeletonRouteSpec, params: Record<string, string | string[] | undefined>) {
  const lang = params.lang;
  if (typeof lang !== "string" || !isLocale(lang)) return null;
  const segments = spec.folder.split("/").flatMap((segment) => {
    const param = /^\{(\w+)(\*)?\}$/.exec(segment);
    if (!param) return [segment];
    const value = params[param[1]!];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((part) => encodeURIComponent(part));
  });
  const match = matchRoute(`/${lang}/${segments.join("/")}`);
  return match?.name === spec.name ? { lang: lang as Locale, params: match.params } : null;
}

/** A route whose content comes with a later issue: page header, h1, a sentence and its skeleton, answering 200. */
export function skeletonRoute(spec: SkeletonRouteSpec) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const raw = await params;
    const route = resolve(spec, raw);
    if (!route) return typeof raw.lang === "string" && isLocale(raw.lang) ? notFoundMetadata(raw.lang) : {};
    const settings = await getCachedSettings();
    return {
      title: { absolute: pageTitle(route.lang, getT(route.lang)(`routes:titles.${spec.name}`), settings.site_name[route.lang]) },
      alternates: routeAlternates(spec.name, route.lang, route.params as never),
      // Placeholders stay out of search engines until their content arrives.
      robots: { index: false },
    };
  }

  // No searchParams here: the pages stay cached; the proxy checks the event list's query.
  async function Page({ params }: { params: Params }) {
    const route = resolve(spec, await params);
    if (!route) notFound();
    const t = getT(route.lang);
    const title = t(`routes:titles.${spec.name}`);
    const trail: Crumb[] = [];
    if (spec.parent) trail.push({ id: -2, title: t(`routes:titles.${spec.parent}`), url: routePath(spec.parent, route.lang, {} as never) });
    trail.push({ id: -1, title, url: routePath(spec.name, route.lang, route.params as never) });
    return (
      <>
        {spec.bodyClass && <BodyClass kind={spec.bodyClass} />}
        <PageHeader lang={route.lang} title={title} trail={trail} intro={<p>{t(`routes:upcoming.${spec.area}`)}</p>} />
        <Skeleton variant={spec.variant} />
      </>
    );
  }

  return { generateMetadata, Page };
}
