import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import type { ShellState } from "@/server/site/shell-state";
import { renderErrorDocument } from "./error-document";

export const FORBIDDEN_STATUS = 403;

/**
 * What a logged-in visitor gets from the dashboard or the editor: the error page with status
 * 403 on the response itself (a page rendered by React could only answer 200 here) and a
 * way back to the site.
 */
export function forbiddenResponse(lang: Locale, state: ShellState): Response {
  const t = getT(lang);
  const html = renderErrorDocument({
    lang,
    status: FORBIDDEN_STATUS,
    statusLabel: t("errors:status", { status: FORBIDDEN_STATUS }),
    message: t("errors:forbidden"),
    text: t("errors:forbidden_text"),
    home: { href: `/${lang}`, label: t("errors:back_home") },
    siteName: state.ok ? state.siteName[lang] : t("common:site_name"),
    custom: null,
  });
  return new Response(html, { status: FORBIDDEN_STATUS, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" } });
}
