import "server-only";
import { ERROR_PAGE_STATUSES } from "@schemas/entities/settings";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { readCustomErrorHtml } from "./custom-error-html";
import { renderErrorDocument } from "./error-document";

const STATUS = 500;

/**
 * The error page for a request that failed before any page could render (the proxy itself
 * failing): status 500, "an unknown error occurred" (000 §8), the operators' 500.html in the
 * path's language when there is one, and the way home. Without it Next.js answers a bare
 * "Internal Server Error" text.
 */
export async function serverErrorResponse(lang: Locale): Promise<Response> {
  const t = getT(lang);
  const html = renderErrorDocument({
    lang,
    status: STATUS,
    statusLabel: t("errors:status", { status: STATUS }),
    message: t("errors:unknown_error"),
    home: { href: `/${lang}`, label: t("errors:back_home") },
    siteName: t("common:site_name"),
    // The settings may be what failed: every status the design allows is taken as allowed.
    custom: await readCustomErrorHtml(STATUS, ERROR_PAGE_STATUSES, { lang }),
  });
  return new Response(html, { status: STATUS, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
