import { errors as de } from "@/i18n/resources/de/errors";
import { errors as en } from "@/i18n/resources/en/errors";
import type { Locale } from "@schemas/rules/localized";

/**
 * The "errors" namespace for the client error boundaries, which have no server parent to
 * pass texts down: the resource objects themselves, without an i18n library.
 */
export const ERROR_TEXTS: Record<Locale, typeof de> = { de, en };

export const errorLocale = (pathname: string | null | undefined): Locale => (pathname?.split("/")[1] === "en" ? "en" : "de");

export const statusLabel = (lang: Locale, status: number) => ERROR_TEXTS[lang].status.replace("{{status}}", String(status));

/** An error's HTTP status when it carries one (000 §8 "the error's own status"), else 500. */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
