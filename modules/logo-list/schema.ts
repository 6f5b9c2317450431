import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { linkSchema } from "@schemas/rules/link";
import { optionalText, requiredText } from "@schemas/rules/text";
import { moduleIdSchema } from "@schemas/rules/id";
import { defineModule } from "../define";
import { texts } from "./texts";

export const LOGO_SIZES = ["small", "large"] as const;

export const logoItemSchema = z.object({
  id: moduleIdSchema,
  image: imageField(l("Logo", "Logo")),
  // The logo's text alternative: a logo says nothing else to a screen reader.
  name: field(requiredText(), { searchable: true, label: l("Name", "Name"), widget: "text", help: l("Wird als Alternativtext verwendet.", "Used as the alternative text.") }),
  link: field(linkSchema.optional(), { label: l("Link", "Link"), widget: "link" }),
});

export const logoList = defineModule({
  type: "logo_list",
  texts,
  toolbar: 240,
  icon: "logos",
  slots: ["sponsors", "promoter"],
  fields: {
    extra_class: field(z.enum(LOGO_SIZES, { error: "invalid_choice" }).default("small"), {
      label: l("Größe", "Size"),
      widget: "select",
      options: [
        { value: "small", label: l("Klein", "Small") },
        { value: "large", label: l("Groß", "Large") },
      ],
    }),
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    children: field(z.array(logoItemSchema).default([]), { label: l("Logos", "Logos"), widget: "list", itemLabel: l("Logo", "Logo") }),
  },
  form: {
    order: ["headline", "extra_class", "children"],
    defaults: () => ({ extra_class: "small" as const, children: [] }),
  },
});
