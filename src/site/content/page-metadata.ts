import "server-only";
import type { Metadata } from "next";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { config } from "@/server/config";
import type { PageEntity } from "@/server/content/page-entity";
import { getT } from "@/i18n/translate";
import { getCachedSettings } from "../settings/get-settings";

/** "page name, separator, site name" (000 §1). */
export function pageTitle(lang: Locale, name: string, siteName?: string) {
  const t = getT(lang);
  return `${name}${t("common:title_separator")}${siteName ?? t("common:site_name")}`;
}

/**
 * What every page of a language starts from (the root layout's metadata): the site's name as
 * the title, and SITE_URL as the base that Next.js resolves each page's canonical, hreflang and
 * Open Graph paths against. Pages name their addresses as site paths.
 */
export function rootMetadata(lang: Locale): Metadata {
  return { metadataBase: new URL(config.SITE_URL), title: getT(lang)("common:site_name") };
}

/** Title, description, Open Graph, canonical and hreflang alternates of a CMS page. */
export async function pageMetadata(lang: Locale, page: PageEntity): Promise<Metadata> {
  const settings = await getCachedSettings();
  const siteName = settings.site_name[lang];
  const title = pageTitle(lang, page.meta_title || page.title, siteName);
  // The share image falls back to the header logo from the design settings (000 §3).
  const image = page.og_image_thumbs?.large ?? settings.header_logo_url;
  return {
    title: { absolute: title },
    description: page.meta_description ?? undefined,
    alternates: {
      canonical: page.urls[lang],
      languages: { ...Object.fromEntries(LOCALES.map((locale) => [locale, page.urls[locale]])), "x-default": page.urls.de },
    },
    openGraph: {
      title: page.og_title || page.meta_title || page.title,
      description: page.og_description ?? page.meta_description ?? undefined,
      type: page.og_type === "article" ? "article" : "website",
      url: page.urls[lang],
      siteName,
      locale: lang === "de" ? "de_DE" : "en_GB",
      images: image ? [{ url: image, alt: page.og_image?.alt || siteName }] : undefined,
    },
  };
}
