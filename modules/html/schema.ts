import { field, l } from "@schemas/rules/field";
import { requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Room for an embed snippet with inline styles and a script; more belongs in the code base. */
export const HTML_CODE_MAX = 20_000;

export const html = defineModule({
  type: "html",
  texts,
  toolbar: 130,
  icon: "code",
  fields: {
    html_code: field(requiredText(HTML_CODE_MAX), {
      label: l("HTML-Code", "HTML code"),
      widget: "html",
      help: l(
        "Wird unverändert ausgegeben. Was von anderen Websites lädt, erscheint erst nach Zustimmung der Besucher.",
        "Output as it is. What loads from other websites appears only after the visitor's consent.",
      ),
    }),
  },
  form: {
    defaults: () => ({ html_code: "" }),
  },
});
