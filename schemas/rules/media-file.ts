import { z } from "zod";

/**
 * Files of the media library that are not images: what the file widget uploads and chooses.
 * Shared by the upload route (which sniffs the bytes), the widget (accept list, hint) and the
 * module schemas (which paths a field takes).
 */
export const MEDIA_FILE_KINDS = ["video", "audio", "captions"] as const;
export const mediaFileKindSchema = z.enum(MEDIA_FILE_KINDS, { error: "invalid_choice" });
export type MediaFileKind = z.infer<typeof mediaFileKindSchema>;

/** The formats an upload may be, as the sniffer names them, with the extension it is stored under. */
export const MEDIA_FILE_FORMATS = {
  mp4: { kind: "video", mime: "video/mp4" },
  webm: { kind: "video", mime: "video/webm" },
  mp3: { kind: "audio", mime: "audio/mpeg" },
  m4a: { kind: "audio", mime: "audio/mp4" },
  ogg: { kind: "audio", mime: "audio/ogg" },
  vtt: { kind: "captions", mime: "text/vtt" },
} as const satisfies Record<string, { kind: MediaFileKind; mime: string }>;
export type MediaFileFormat = keyof typeof MEDIA_FILE_FORMATS;

const MiB = 1024 * 1024;

/**
 * Upload limits per kind, checked by the upload route as the body arrives (413 past them).
 * A video or audio file may be 9 MiB; captions are text: 512 KiB holds the captions of a
 * feature film several times over.
 */
export const MEDIA_FILE_MAX_BYTES: Record<MediaFileKind, number> = {
  video: 9 * MiB,
  audio: 9 * MiB,
  captions: MiB / 2,
};

/** What the refusal names as allowed, and what the file input offers (by type and extension). */
export const MEDIA_FILE_ACCEPT: Record<MediaFileKind, { label: string; accept: string }> = {
  video: { label: "MP4, WebM", accept: "video/mp4,video/webm,.mp4,.webm" },
  audio: { label: "MP3, M4A, OGG", accept: "audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg" },
  captions: { label: "WebVTT (.vtt)", accept: "text/vtt,.vtt" },
};

/** The size limit in MB as the messages print it (0.5, 9). */
export const maxMegabytes = (kind: MediaFileKind) => Math.round((MEDIA_FILE_MAX_BYTES[kind] / MiB) * 10) / 10;

/** A media file as the library lists it and the upload answers it. */
export const mediaFileValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  src: z.string().regex(/^\/media\/[\w./-]+$/),
  kind: mediaFileKindSchema,
  mime: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type MediaFileValue = z.infer<typeof mediaFileValueSchema>;

/** POST {lang}/api/temp-files/?kind=: no kind uploads an image (000 §7), a kind a media file. */
export const uploadQuerySchema = z.object({ kind: mediaFileKindSchema.optional() });
