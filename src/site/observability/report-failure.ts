import type { ClientReport } from "@schemas/api/error-report";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

/** Where the browser's reports go; the server forwards them to Sentry or its log (src/server/observability/). */
export const ERROR_REPORTS_ENDPOINT = "/api/error-reports/";

/**
 * Report a failure the spec sends to an error-reporting service, from the browser: only the
 * kind, a short message, a status or code and the path (never the query, a form's contents or
 * a cookie). The Sentry SDK itself stays off the visitor's pages; a failed report is dropped.
 */
export function reportFailure(report: Omit<ClientReport, "path">): void {
  if (typeof window === "undefined") return;
  const body = JSON.stringify({ ...report, message: report.message?.slice(0, 500), path: window.location.pathname });
  void ensureCsrfToken()
    .then(() => fetch(ERROR_REPORTS_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "Content-Type": "application/json", ...csrfHeaders() },
      body,
    }))
    .catch(() => undefined);
}
