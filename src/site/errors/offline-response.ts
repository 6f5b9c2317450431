import "server-only";
import { ERROR_PAGE_STATUSES } from "@schemas/entities/settings";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import type { ShellState } from "@/server/site/shell-state";
import { readCustomErrorHtml } from "./custom-error-html";
import { renderErrorDocument } from "./error-document";

export const OFFLINE_STATUS = 503;

/**
 * The error page for an offline site or unreadable settings (000 §8): status 503 on the
 * response itself, "Website offline", the operators' 503.html when they provide one.
 */
export async function offlineResponse(lang: Locale, state: ShellState): Promise<Response> {
  const t = getT(lang);
  const allowed = state.ok ? state.staticErrorPages : ERROR_PAGE_STATUSES;
  const html = renderErrorDocument({
    lang,
    status: OFFLINE_STATUS,
    statusLabel: t("errors:status", { status: OFFLINE_STATUS }),
    message: t("errors:site_offline"),
    text: t("errors:site_offline_text"),
    home: { href: `/${lang}`, label: t("errors:back_home") },
    siteName: state.ok ? state.siteName[lang] : t("common:site_name"),
    custom: await readCustomErrorHtml(OFFLINE_STATUS, allowed, { lang }),
  });
  return new Response(html, {
    status: OFFLINE_STATUS,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "300" },
  });
}
