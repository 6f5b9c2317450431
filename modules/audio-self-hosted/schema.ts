import { field, l } from "../../schemas/rules/field";
import { defineModule } from "../define";
import { mediaFileSchema } from "../video-self-hosted/media-file";

export const AUDIO_FILE_EXTENSIONS = ["mp3", "m4a", "ogg", "oga", "wav"] as const;

export const audioSelfHosted = defineModule({
  type: "audio_self_hosted",
  label: l("Audio (eigene Datei)", "Audio (own file)"),
  toolbar: true,
  icon: "music",
  fields: {
    file: field(mediaFileSchema(AUDIO_FILE_EXTENSIONS), {
      label: l("Audiodatei", "Audio file"),
      widget: "file",
      help: l("MP3, M4A, OGG oder WAV aus der Mediathek", "MP3, M4A, OGG or WAV from the media library"),
    }),
  },
  form: {
    defaults: () => ({ file: "" }),
  },
});
