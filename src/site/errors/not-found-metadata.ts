import "server-only";
import type { Metadata } from "next";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";

/** The title of a 404 answer: the error's message, then the site name (000 §1, §8). */
export async function notFoundMetadata(lang: Locale): Promise<Metadata> {
  const settings = await getCachedSettings();
  return { title: { absolute: pageTitle(lang, getT(lang)("errors:not_found"), settings.site_name[lang]) }, robots: { index: false } };
}
