import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

export const ERROR_LOG_ENDPOINT = "/api/dashboard-error-log/";

/** Send the URL of a 404 to the error log (000 §7, §8), for editors to fix or redirect. Failures stay silent. */
export async function reportNotFound(url: string): Promise<void> {
  try {
    await ensureCsrfToken();
    await fetch(ERROR_LOG_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...csrfHeaders() },
      body: JSON.stringify({ url }),
      keepalive: true,
    });
  } catch {
    // The log is a help for editors; a visitor never sees its failure.
  }
}
