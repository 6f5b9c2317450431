import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { EventOverlay as EventOverlayClient } from "./event-overlay.client";

/**
 * The event overlay and its sticky ticket button, in the default layout's slot after the site
 * header (000 §2). The button follows the design flag "sticky overlay button"; the overlay
 * itself also opens by `?overlay=true` without it.
 */
export function EventOverlay({ lang, showButton }: { lang: Locale; showButton: boolean }) {
  const t = getT(lang);
  const texts = {
    title: t("programme:overlay.title"), open: t("programme:overlay.open"), close: t("programme:overlay.close"),
    upcoming: t("programme:overlay.upcoming"), all_events: t("programme:overlay.all_events"), loading: t("programme:overlay.loading"),
    tickets: t("programme:list.tickets"),
  };
  return <EventOverlayClient lang={lang} texts={texts} showButton={showButton} />;
}
