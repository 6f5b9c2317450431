import type { Locale, Localized } from "../../../../schemas/rules/localized";
import type { MediaFileKind } from "../../../../schemas/rules/media-file";

/** The file widget's own texts (kept here, not in ../../i18n.ts, which other parts extend too). */
const TEXTS = {
  current: { de: "Gewählte Datei: {name}", en: "Chosen file: {name}" },
  none: { de: "Keine Datei gewählt.", en: "No file chosen." },
  upload: { de: "Datei hochladen", en: "Upload a file" },
  limits: { de: "{formats}, höchstens {maximum} MB.", en: "{formats}, at most {maximum} MB." },
  remove: { de: "Datei entfernen", en: "Remove the file" },
  uploading: { de: "Wird hochgeladen …", en: "Uploading …" },
  uploaded: { de: "Hochgeladen: {name}", en: "Uploaded: {name}" },
  failed: { de: "Hochladen fehlgeschlagen.", en: "Upload failed." },
  files: { de: "Dateien", en: "Files" },
  caption_language_de: { de: "Deutsch", en: "German" },
  caption_language_en: { de: "Englisch", en: "English" },
} as const satisfies Record<string, Localized<string>>;

export function fileText(lang: Locale, key: keyof typeof TEXTS, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** The media finder's title per kind of file. */
export const LIBRARY_TITLES: Record<MediaFileKind, Localized<string>> = {
  video: { de: "Video aus der Mediathek", en: "Video from the library" },
  audio: { de: "Audio aus der Mediathek", en: "Audio from the library" },
  captions: { de: "Untertitel aus der Mediathek", en: "Captions from the library" },
};

/** "/media/uploads/2026/rundgang-1a2b3c4d.mp4" → "rundgang-1a2b3c4d.mp4": what the form shows of a stored path. */
export const fileName = (src: string) => src.split("/").pop() ?? src;

/** "8.4 MB", "120 kB": a file's size in the library list. */
export function fileSize(bytes: number, lang: Locale): string {
  const format = (value: number) => value.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return bytes >= 1_000_000 ? `${format(bytes / 1_000_000)} MB` : `${format(Math.max(1, Math.round(bytes / 1000)))} kB`;
}
