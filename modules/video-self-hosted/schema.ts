import { field, l } from "@schemas/rules/field";
import { optionalImageField } from "@schemas/rules/image";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";
import { captionsSchema, mediaFileSchema } from "./media-file";

export const VIDEO_FILE_EXTENSIONS = ["mp4", "webm"] as const;

export const videoSelfHosted = defineModule({
  type: "video_self_hosted",
  texts,
  toolbar: 70,
  icon: "film",
  slots: ["video"],
  fields: {
    file: field(mediaFileSchema(VIDEO_FILE_EXTENSIONS), {
      label: l("Videodatei", "Video file"),
      widget: "file",
      media: "video",
      help: l("MP4 oder WebM aus der Mediathek", "MP4 or WebM from the media library"),
    }),
    captions: field(captionsSchema, {
      label: l("Untertitel (WebVTT)", "Captions (WebVTT)"),
      widget: "captions",
      media: "captions",
      help: l(
        "Je Sprache eine WebVTT-Datei (.vtt). Videos mit Ton brauchen Untertitel.",
        "One WebVTT file (.vtt) per language. Videos with sound need captions.",
      ),
    }),
    image: optionalImageField(l("Vorschaubild", "Poster image")),
    title: field(optionalText(), { searchable: true, label: l("Titel", "Title"), widget: "text" }),
  },
  form: {
    order: ["file", "captions", "image", "title"],
    defaults: () => ({ file: "" }),
  },
});
