import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";
import { videoFields } from "../video/schema";

/** One video of the list: the same fields and rules as the video module. */
export const videoListItemSchema = z.object(videoFields);

export const videoList = defineModule({
  type: "video_list",
  texts,
  toolbar: 270,
  icon: "videos",
  slots: ["video"],
  fields: {
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    children: field(z.array(videoListItemSchema).default([]), {
      label: l("Videos", "Videos"),
      widget: "list",
      itemLabel: l("Video", "Video"),
    }),
  },
  form: {
    order: ["headline", "children"],
    defaults: () => ({ children: [] }),
  },
});
