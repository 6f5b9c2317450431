import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { BreakingNewsAlertClient } from "./breaking-news-alert.client";

/** The top alert of the default layout (000 §2, 001 §4); its texts are translated here. */
export function BreakingNewsAlert({ lang }: { lang: Locale }) {
  const t = getT(lang);
  return <BreakingNewsAlertClient lang={lang} labels={{ label: t("site:alert.label"), close: t("site:alert.close") }} />;
}
