import type { Locale } from "@schemas/rules/localized";
import { FORM_FILE_MAX_MB } from "@schemas/rules/form-upload";
import { getT } from "@/i18n/translate";

/** The visible words of a site form, chosen on the server and handed to the client form. */
export function formTexts(lang: Locale) {
  const t = getT(lang);
  const keys = [
    "submit", "sending", "required", "required_note", "choose", "errors_summary_one", "errors_summary_other",
    "too_fast", "rate_limited", "failed", "thanks", "uploading", "honeypot",
  ] as const;
  const texts = Object.fromEntries(keys.map((key) => [key, t(`forms:${key}`)])) as Record<(typeof keys)[number], string>;
  // "{name}" and "{count}" stay for the client to fill in.
  return {
    ...texts,
    file_hint: t("forms:file_hint", { maximum: FORM_FILE_MAX_MB }),
    uploaded: t("forms:uploaded", { name: "{name}" }),
    errors_summary_other: t("forms:errors_summary_other", { count: "{count}" }),
  };
}
export type FormTexts = ReturnType<typeof formTexts>;
