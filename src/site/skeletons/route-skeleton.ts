import type { Locale } from "@schemas/rules/localized";
import { matchRoute, pathLocale, type RouteName } from "@/i18n/routes";
import type { SkeletonVariant } from "./skeletons";

/**
 * The shape of the page a route shows while it loads (000 §2, 001 §2): the lists of the
 * ensemble and the magazine (its categories and tags too), the calendar's event rows, and a
 * detail page for an event, a person, an article, a venue and a series. Routes missing here
 * (productions, forms, search, the user area) show their own placeholders once they render.
 */
const SHAPES: Partial<Record<RouteName, SkeletonVariant>> = {
  home: "home",
  calendar: "events",
  event: "detail",
  team: "list",
  person: "detail",
  magazine: "list",
  "magazine-category": "list",
  "magazine-tags": "list",
  "magazine-tag": "list",
  article: "detail",
  venue: "detail",
  series: "detail",
  "legals-agb": "detail",
  "legals-privacy": "detail",
  "legals-imprint": "detail",
};

/** The skeleton of the page at a site path and its language; CMS pages show a detail page's. */
export function routeSkeleton(pathname: string): { shape: SkeletonVariant; lang: Locale } | null {
  const lang = pathLocale(pathname);
  if (!lang) return null;
  const match = matchRoute(pathname);
  if (!match) return { shape: "detail", lang };
  const shape = SHAPES[match.name];
  return shape ? { shape, lang } : null;
}
