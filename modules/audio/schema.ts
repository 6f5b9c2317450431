import { z } from "zod";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { field, l } from "@schemas/rules/field";
import { defineModule } from "../define";
import { texts } from "./texts";

/** A podcast player is compact; a music player shows a track list. */
export const AUDIO_MEDIA_TYPES = ["podcast", "music"] as const;

export const audio = defineModule({
  type: "audio",
  texts,
  toolbar: 80,
  icon: "headphones",
  slots: ["video"],
  fields: {
    embed: field(embedUrlSchema("audio"), {
      label: l("Audio-URL", "Audio URL"),
      widget: "url",
      help: l("Link zu einer Folge oder einem Titel (Spotify, SoundCloud, Podigee)", "Link to an episode or track (Spotify, SoundCloud, Podigee)"),
    }),
    media_type: field(z.enum(AUDIO_MEDIA_TYPES, { error: "invalid_choice" }).default("podcast"), {
      label: l("Art", "Type"),
      widget: "radio",
      options: [
        { value: "podcast", label: l("Podcast", "Podcast") },
        { value: "music", label: l("Musik", "Music") },
      ],
    }),
  },
  form: {
    order: ["embed", "media_type"],
    defaults: () => ({ embed: "", media_type: "podcast" as const }),
  },
});
