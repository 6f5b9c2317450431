import type { Locale } from "@schemas/rules/localized";
import type { MediaFileKind } from "@schemas/rules/media-file";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

/** A text of the i18next namespace "files" (src/i18n/resources/de/files.ts), its {{values}} filled in. */
export function fileText(lang: Locale, key: StaffKey<"files">, params: Record<string, string | number> = {}): string {
  return staffText("files", lang, key, params);
}

/** The media finder's title for a kind of file, e.g. "Audio aus der Mediathek". */
export const libraryTitle = (lang: Locale, kind: MediaFileKind) => fileText(lang, `library_${kind}`);

/** "/media/uploads/2026/rundgang-1a2b3c4d.mp4" → "rundgang-1a2b3c4d.mp4": what the form shows of a stored path. */
export const fileName = (src: string) => src.split("/").pop() ?? src;

/** "8.4 MB", "120 kB": a file's size in the library list. */
export function fileSize(bytes: number, lang: Locale): string {
  const format = (value: number) => value.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return bytes >= 1_000_000 ? `${format(bytes / 1_000_000)} MB` : `${format(Math.max(1, Math.round(bytes / 1000)))} kB`;
}
