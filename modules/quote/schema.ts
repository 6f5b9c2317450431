import { field, l } from "../../schemas/rules/field";
import { DESCRIPTION_MAX, optionalText, requiredText } from "../../schemas/rules/text";
import { defineModule } from "../define";

export const quote = defineModule({
  type: "quote",
  label: l("Zitat", "Quote"),
  toolbar: true,
  icon: "quote",
  fields: {
    content: field(requiredText(DESCRIPTION_MAX), { label: l("Zitat", "Quote"), widget: "textarea" }),
    author: field(optionalText(), { label: l("Autor·in", "Author"), widget: "text" }),
  },
  form: {
    order: ["content", "author"],
    defaults: () => ({ content: "" }),
  },
});
