import { field, l } from "../../schemas/rules/field";
import { requiredText } from "../../schemas/rules/text";
import { defineModule } from "../define";

/** HubSpot form ids are UUIDs ("Form ID" in HubSpot's share dialog). A blank id is only "required". */
export const HUBSPOT_FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const forms = defineModule({
  type: "forms",
  label: l("Formular (HubSpot)", "Form (HubSpot)"),
  toolbar: true,
  icon: "form",
  fields: {
    hubspot_id: field(requiredText(36).refine((value) => value === "" || HUBSPOT_FORM_ID.test(value), { error: "invalid" }), {
      label: l("HubSpot-Formular-ID", "HubSpot form id"),
      widget: "text",
      placeholder: l("z. B. 1a2b3c4d-0000-4000-8000-1234567890ab", "e.g. 1a2b3c4d-0000-4000-8000-1234567890ab"),
    }),
  },
  form: {
    defaults: () => ({ hubspot_id: "" }),
  },
});
