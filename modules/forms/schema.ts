import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** HubSpot form ids are UUIDs ("Form ID" in HubSpot's share dialog). */
export const HUBSPOT_FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A form on a page: one of the site's own forms (rendered in place, stored submissions), or a
 * HubSpot form when the site has a HubSpot portal (HUBSPOT_PORTAL_ID). One of the two is needed.
 */
export const forms = defineModule({
  type: "forms",
  texts,
  toolbar: 140,
  icon: "form",
  fields: {
    form_id: field(z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }).nullable().optional(), {
      label: l("Formular der Website", "Site form"),
      widget: "reference",
      reference: "form",
      help: l("Wird gezeigt, solange kein HubSpot-Portal eingerichtet ist.", "Shown while no HubSpot portal is set up."),
    }),
    hubspot_id: field(optionalText(36).refine((value) => !value || HUBSPOT_FORM_ID.test(value), { error: "invalid" }), {
      label: l("HubSpot-Formular-ID", "HubSpot form id"),
      widget: "text",
      placeholder: l("z. B. 1a2b3c4d-0000-4000-8000-1234567890ab", "e.g. 1a2b3c4d-0000-4000-8000-1234567890ab"),
    }),
  },
  check: (value, ctx) => {
    if (!value.form_id && !value.hubspot_id) ctx.addIssue({ code: "custom", message: "required", path: ["hubspot_id"] });
  },
  form: {
    order: ["form_id", "hubspot_id"],
    defaults: () => ({ form_id: null, hubspot_id: "" }),
  },
});
