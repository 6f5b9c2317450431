import { field, l } from "@schemas/rules/field";
import { DESCRIPTION_MAX, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

export const quote = defineModule({
  type: "quote",
  texts,
  toolbar: 250,
  icon: "quote",
  copy: true,
  fields: {
    content: field(requiredText(DESCRIPTION_MAX), { searchable: true, label: l("Zitat", "Quote"), widget: "textarea" }),
    author: field(optionalText(), { searchable: true, label: l("Autor·in", "Author"), widget: "text" }),
  },
  form: {
    order: ["content", "author"],
    defaults: () => ({ content: "" }),
  },
});
