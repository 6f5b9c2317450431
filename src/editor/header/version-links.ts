import type { Locale } from "@schemas/rules/localized";
import { SITE_TIME_ZONE } from "@schemas/rules/dates";

/** The preview address of a version: the page's own URL with ?v= (editors only). */
export function versionPreviewUrl(pageUrl: string, versionId: number): string {
  const [path = "", query = ""] = pageUrl.split("?");
  const params = new URLSearchParams(query);
  params.delete("edit");
  params.set("v", String(versionId));
  return `${path}?${params.toString()}`;
}

/** A version's time in the museum's zone, e.g. "21.11.2026, 10:15:03". */
export function formatVersionTime(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: SITE_TIME_ZONE }).format(new Date(iso));
}

/** The ?v= of a request as a version id, or null when absent or not a positive integer. */
export function versionParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}
