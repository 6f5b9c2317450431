import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { DESCRIPTION_MAX, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** "info" for practical notes, "important" for what a visitor must not miss (a closed room). */
export const NOTICE_TONES = ["info", "important"] as const;

export const notice = defineModule({
  type: "notice",
  texts,
  toolbar: 255,
  icon: "notice",
  copy: true,
  fields: {
    tone: field(z.enum(NOTICE_TONES, { error: "invalid_choice" }).default("info"), {
      label: l("Art", "Kind"),
      widget: "radio",
      options: [
        { value: "info", label: l("Hinweis", "Note") },
        { value: "important", label: l("Wichtig", "Important") },
      ],
    }),
    title: field(optionalText(), { searchable: true, label: l("Titel", "Title"), widget: "text" }),
    content: field(requiredText(DESCRIPTION_MAX), {
      searchable: true,
      label: l("Text", "Text"),
      widget: "textarea",
      help: l("Eine Leerzeile beginnt einen neuen Absatz.", "A blank line starts a new paragraph."),
    }),
  },
  form: {
    order: ["tone", "title", "content"],
    defaults: () => ({ tone: "info" as const, content: "" }),
  },
});
