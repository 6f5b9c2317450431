import "server-only";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { getCachedSettings } from "../settings/get-settings";
import { readCustomErrorHtml } from "./custom-error-html";
import type { CustomErrorHtml } from "./parse-error-html";
import { NotFoundMessage, type NotFoundTexts } from "./not-found-message";

/** The server part of every not-found.tsx: both languages' texts and parts of the operators' 404.html. */
export async function NotFoundPage() {
  const settings = await getCachedSettings();
  const texts = Object.fromEntries(
    LOCALES.map((lang) => {
      const t = getT(lang);
      return [lang, { statusLabel: t("errors:status", { status: 404 }), message: t("errors:not_found"), home: t("errors:back_home") }];
    }),
  ) as Record<Locale, NotFoundTexts>;
  const allowed = settings.design.static_error_pages;
  const custom = Object.fromEntries(
    await Promise.all(LOCALES.map(async (lang) => [lang, await readCustomErrorHtml(404, allowed, { lang })] as const)),
  ) as Record<Locale, CustomErrorHtml | null>;
  return <NotFoundMessage texts={texts} custom={custom} />;
}
