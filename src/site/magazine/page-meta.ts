import "server-only";
import type { Metadata } from "next";
import type { Locale } from "@schemas/rules/localized";
import { routeAlternates, type RouteName, type RouteParams } from "@/i18n/routes";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";

/** Title, hreflang alternates and the magazine feed link of a magazine page. */
export async function magazineMetadata<N extends RouteName>(lang: Locale, title: string, name: N, params?: RouteParams<N>): Promise<Metadata> {
  const settings = await getCachedSettings();
  const alternates = routeAlternates(name, lang, params);
  return {
    title: { absolute: pageTitle(lang, title, settings.site_name[lang]) },
    alternates: { ...alternates, types: { "application/atom+xml": `/${lang}/api/articles/feed` } },
  };
}
