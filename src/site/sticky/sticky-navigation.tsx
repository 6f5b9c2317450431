import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { StickyNavigationClient } from "./sticky-navigation.client";

/** The sticky navigation at the end of the default layout (000 §2, 001 §2); texts translated here. */
export function StickyNavigation({ lang }: { lang: Locale }) {
  const t = getT(lang);
  return (
    <StickyNavigationClient labels={{
      toTop: t("site:sticky.to_top"), anchors: t("site:sticky.anchors"),
      book: t("booking:book"), datesAndTickets: t("booking:dates_and_tickets"),
    }} />
  );
}
