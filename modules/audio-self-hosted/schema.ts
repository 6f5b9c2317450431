import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";
import { mediaFileSchema } from "../video-self-hosted/media-file";

/** WAV and OGA stay valid for files stored earlier; uploads take MP3, M4A and OGG. */
export const AUDIO_FILE_EXTENSIONS = ["mp3", "m4a", "ogg", "oga", "wav"] as const;
/** Room for the text of an hour-long audio guide. */
export const TRANSCRIPT_MAX = 60_000;

export const audioSelfHosted = defineModule({
  type: "audio_self_hosted",
  texts,
  toolbar: 90,
  icon: "music",
  slots: ["video"],
  fields: {
    file: field(mediaFileSchema(AUDIO_FILE_EXTENSIONS), {
      label: l("Audiodatei", "Audio file"),
      widget: "file",
      media: "audio",
      help: l("MP3, M4A oder OGG aus der Mediathek", "MP3, M4A or OGG from the media library"),
    }),
    // Optional, so audio stored before transcripts existed loads; the form asks for it (WCAG 1.2.1).
    transcript: field(optionalText(TRANSCRIPT_MAX), {
      label: l("Transkript", "Transcript"),
      widget: "textarea",
      help: l(
        "Der gesprochene Text zum Nachlesen; Leerzeilen trennen Absätze.",
        "The spoken text to read; blank lines separate paragraphs.",
      ),
    }),
  },
  form: {
    order: ["file", "transcript"],
    defaults: () => ({ file: "" }),
  },
});
