import type { Locale } from "@schemas/rules/localized";
import { reportFailure } from "../observability/report-failure";
import { customErrorHtmlPath, parseErrorHtml, type CustomErrorHtml } from "./parse-error-html";

/**
 * The operators' /html/{status}.html for the browser's error page, or null without one. A load
 * that fails is logged and reported (000 §8: "Custom HTML fails to load: reported and logged").
 */
export async function fetchCustomErrorHtml(status: number, lang: Locale): Promise<CustomErrorHtml | null> {
  try {
    const response = await fetch(customErrorHtmlPath(status));
    return response.ok ? parseErrorHtml(await response.text(), lang) : null;
  } catch (failure) {
    console.error("Custom error page failed to load", failure);
    reportFailure({ kind: "custom_error_html", message: "Custom error page failed to load", status });
    return null;
  }
}
