import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { DESCRIPTION_MAX, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

export const TWO_COLUMN_STYLES = ["image-text", "text-image"] as const;

export const twoColumns = defineModule({
  type: "two_columns",
  texts,
  toolbar: 170,
  icon: "two-columns",
  fields: {
    extra_class: field(
      z.enum(TWO_COLUMN_STYLES, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") }),
      {
        label: l("Anordnung", "Arrangement"),
        widget: "radio",
        options: [
          { value: "image-text", label: l("Bild – Text", "Image – text") },
          { value: "text-image", label: l("Text – Bild", "Text – image") },
        ],
      },
    ),
    // Rich text as HTML; the limit counts the markup too, as the stored value is what it bounds.
    text: field(requiredText(DESCRIPTION_MAX), { searchable: true, label: l("Text", "Text"), widget: "richtext" }),
    image: imageField(),
  },
  form: {
    order: ["extra_class", "image", "text"],
    defaults: () => ({ extra_class: "image-text" as const, text: "" }),
  },
});
