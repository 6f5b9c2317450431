import { z } from "zod";
import { dateTimeSchema } from "@schemas/rules/date-time";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { linkSchema } from "@schemas/rules/link";
import { DESCRIPTION_MAX, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";
import { checkWindowOrder } from "../teaser-item/schema";
import { mediaFileSchema } from "../video-self-hosted/media-file";
import { VIDEO_FILE_EXTENSIONS } from "../video-self-hosted/schema";

/**
 * A self-hosted MP4 or WebM from the media library, as the video module takes it (stored MP4
 * paths stay valid). No captions: the hero's loop is muted and decorative (aria-hidden).
 */
export const heroVideoSchema = mediaFileSchema(VIDEO_FILE_EXTENSIONS);

export const heroMedia = defineModule({
  type: "hero_media",
  texts,
  toolbar: 150,
  icon: "hero",
  slots: ["image-slider"],
  fields: {
    headline: field(requiredText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    text: field(optionalText(DESCRIPTION_MAX), { searchable: true, label: l("Text", "Text"), widget: "textarea" }),
    button_text: field(optionalText(), { searchable: true, label: l("Button-Text", "Button text"), widget: "text" }),
    button_link: field(linkSchema.optional(), { label: l("Button-Link", "Button link"), widget: "link" }),
    sticky: field(z.boolean().default(false), {
      label: l("Fixiert", "Sticky"),
      widget: "checkbox",
      help: l("Das Bild bleibt stehen, während die Seite darüber scrollt.", "The image stays put while the page scrolls over it."),
    }),
    image: imageField(),
    video: field(heroVideoSchema.optional(), {
      label: l("Video (MP4/WebM)", "Video (MP4/WebM)"),
      widget: "file",
      media: "video",
      help: l("Läuft stumm in Schleife; das Bild ist Standbild und Ersatz.", "Plays muted in a loop; the image is its poster and fallback."),
    }),
    // Required: a hero is the page's lead, so the editor must decide when it goes live (000 §5).
    online_from: field(z.string({ error: "required" }).trim().min(1, { error: "required" }).pipe(dateTimeSchema), {
      label: l("Online ab", "Online from"),
      widget: "datetime",
    }),
    online_to: field(dateTimeSchema.optional(), { label: l("Online bis", "Online until"), widget: "datetime" }),
  },
  check: checkWindowOrder,
  form: {
    order: ["image", "video", "headline", "text", "button_text", "button_link", "sticky", "online_from", "online_to"],
    defaults: () => ({ headline: "", sticky: false }),
  },
});
