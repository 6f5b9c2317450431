import type { PageVersionListItem } from "@schemas/api/editor";
import { formatDateTime } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";

/** A version's time as the list shows it, to the second: two saves a minute apart differ. */
export const versionTime = (version: Pick<PageVersionListItem, "created_at">, lang: Locale) => formatDateTime(version.created_at, lang, "medium", "seconds");

/**
 * A version's name: the editor's own words, else "published" for the version a publication
 * kept, else "saved automatically".
 */
export const versionName = (version: Pick<PageVersionListItem, "label" | "published">, lang: Locale) =>
  version.label ?? editorText(lang, version.published ? "version_published" : "version_auto");

/** How the compare pickers name a version: its name, time and author, and "current" for the newest. */
export function versionChoiceText(version: PageVersionListItem, lang: Locale): string {
  const author = version.author?.username ?? editorText(lang, "no_author");
  const parts = [versionName(version, lang), versionTime(version, lang), author];
  if (version.is_current) parts.push(editorText(lang, "current_version"));
  return parts.join(" · ");
}
