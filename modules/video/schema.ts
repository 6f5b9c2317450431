import { z } from "zod";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { field, l } from "@schemas/rules/field";
import { optionalImageField } from "@schemas/rules/image";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** A running time as people write it: "3:25" or "1:02:03"; empty when unknown. */
export const videoLengthSchema = z
  .string()
  .trim()
  .regex(/^$|^\d{1,3}(?::[0-5]\d){1,2}$/, { error: "invalid" })
  .optional();

/** The fields of one video; the video list's items reuse them. */
export const videoFields = {
  video_url: field(embedUrlSchema("video"), {
    label: l("Video-URL", "Video URL"),
    widget: "url",
    help: l("Link zu einem Video auf YouTube oder Vimeo", "Link to a video on YouTube or Vimeo"),
  }),
  title: field(optionalText(), { searchable: true, label: l("Titel", "Title"), widget: "text" }),
  image: optionalImageField(l("Vorschaubild", "Preview image")),
  length: field(videoLengthSchema, { label: l("Länge", "Length"), widget: "text", placeholder: l("3:25", "3:25") }),
};

export const video = defineModule({
  type: "video",
  texts,
  toolbar: 60,
  icon: "video",
  slots: ["video"],
  fields: videoFields,
  form: {
    order: ["video_url", "title", "image", "length"],
    defaults: () => ({ video_url: "" }),
  },
});
