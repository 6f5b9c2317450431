import "server-only";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import type { ReactNode } from "react";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { routeAlternates, type RouteName } from "@/i18n/routes";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";

interface Entity { id: number; slug: string; url: string }
type Params = Promise<{ lang: string; slug: string; id: string }>;

interface DetailOptions<T> {
  /** The page name in the title; by default the entity's `name`. */
  name?: (entity: T) => string;
  /** More metadata (a description, a feed link …), merged over the defaults. */
  metadata?: (lang: Locale, entity: T) => Metadata;
}

const entityName = (entity: object) => ("name" in entity ? String(entity.name) : "");

/**
 * A {slug}/{id} detail route (event, production, article, series, venue, person, form): unknown ids 404, a stale
 * slug redirects permanently to the canonical one, hreflang from the other language.
 */
export function detailRoute<T extends Entity>(
  name: Extract<RouteName, "event" | "production" | "article" | "series" | "venue" | "person" | "form">,
  get: (id: number, lang: Locale) => Promise<T | null>,
  render: (lang: Locale, entity: T) => ReactNode,
  options: DetailOptions<T> = {},
) {
  async function load(params: Params) {
    const { lang, slug, id } = await params;
    if (!isLocale(lang) || !/^[1-9]\d{0,8}$/.test(id)) return null;
    const entity = await get(Number(id), lang);
    return entity ? { lang, slug: decodeURIComponent(slug), entity } : null;
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const found = await load(params);
    if (!found) return {};
    const { lang, entity } = found;
    const other = lang === "de" ? "en" : "de";
    const [settings, otherEntity] = await Promise.all([getCachedSettings(), get(entity.id, other)]);
    const alternates = routeAlternates(name, lang, { slug: entity.slug, id: entity.id });
    if (otherEntity) alternates.languages = { ...alternates.languages, [other]: otherEntity.url, "x-default": lang === "de" ? entity.url : otherEntity.url };
    const extra = options.metadata?.(lang, entity) ?? {};
    return {
      title: { absolute: pageTitle(lang, (options.name ?? entityName)(entity), settings.site_name[lang]) },
      ...extra,
      alternates: { ...alternates, ...extra.alternates },
    };
  }

  async function Page({ params }: { params: Params }) {
    const found = await load(params);
    if (!found) notFound();
    if (found.slug !== found.entity.slug) permanentRedirect(found.entity.url);
    return render(found.lang, found.entity);
  }

  return { generateMetadata, Page };
}
