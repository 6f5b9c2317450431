import { z } from "zod";
import { CONTENT_RULE_SET, type RuleSet } from "@schemas/rules/embeds";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { linkSchema } from "@schemas/rules/link";
import { DESCRIPTION_MAX, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Full teaser with image left, image right or fullscreen (000 §3). */
export const FULL_TEASER_STYLES = ["image-left", "image-right", "fullscreen"] as const;

/** The older rule set kept full-teaser texts short (000 §5). */
export const FULL_TEASER_TEXT_MAX = { current: DESCRIPTION_MAX, legacy: 256 } as const satisfies Record<RuleSet, number>;

/** The text field under one rule set; the module uses the active one. */
export const fullTeaserText = (ruleSet: RuleSet) =>
  field(optionalText(FULL_TEASER_TEXT_MAX[ruleSet]), { label: l("Text", "Text"), widget: "textarea" });

export const fullTeaser = defineModule({
  type: "full_teaser",
  texts,
  toolbar: 210,
  icon: "full-teaser",
  slots: ["blog"],
  fields: {
    extra_class: field(
      z.enum(FULL_TEASER_STYLES, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") }),
      {
        label: l("Darstellung", "Layout"),
        widget: "radio",
        options: [
          { value: "image-left", label: l("Bild links", "Image left") },
          { value: "image-right", label: l("Bild rechts", "Image right") },
          { value: "fullscreen", label: l("Vollbild", "Fullscreen") },
        ],
      },
    ),
    image: imageField(),
    preline: field(optionalText(), { searchable: true, label: l("Dachzeile", "Preline"), widget: "text" }),
    headline: field(requiredText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    subline: field(optionalText(), { searchable: true, label: l("Unterzeile", "Subline"), widget: "text" }),
    text: fullTeaserText(CONTENT_RULE_SET),
    link: field(linkSchema.optional(), { label: l("Link", "Link"), widget: "link" }),
    link_text: field(optionalText(), { searchable: true, label: l("Linktext", "Link text"), widget: "text" }),
  },
  form: {
    order: ["extra_class", "image", "preline", "headline", "subline", "text", "link", "link_text"],
    defaults: () => ({ extra_class: "image-left" as const, headline: "" }),
  },
});
