import { z } from "zod";

/**
 * A file from the site's own media library ("/media/films/rundgang.mp4"), of one of the given
 * types. Kept to plain path characters so it can go into a src attribute unescaped.
 */
export const mediaFileSchema = (extensions: readonly string[]) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required", abort: true })
    .max(512, { error: "too_long" })
    .regex(new RegExp(`^/media/[\\w./-]+\\.(?:${extensions.join("|")})$`, "i"), { error: "invalid" })
    .refine((value) => !value.includes(".."), { error: "invalid" });

/** The MIME type for a <source>, from the file's extension. */
export function mediaType(path: string, kind: "video" | "audio"): string | undefined {
  const extension = path.split(".").pop()?.toLowerCase();
  const types: Record<string, string> = {
    mp4: "video/mp4",
    webm: kind === "video" ? "video/webm" : "audio/webm",
    mp3: "audio/mpeg",
    m4a: "audio/mp4",
    ogg: "audio/ogg",
    oga: "audio/ogg",
    wav: "audio/wav",
    vtt: "text/vtt",
  };
  return extension ? types[extension] : undefined;
}

/**
 * The captions tracks of a self-hosted video (WCAG 1.2.2): at most one WebVTT file per site
 * language, from the media library. Optional, so videos stored before captions existed load.
 */
export const captionsSchema = z
  .object({
    de: mediaFileSchema(["vtt"]).optional(),
    en: mediaFileSchema(["vtt"]).optional(),
  }, { error: "invalid" })
  .strict()
  .optional();
