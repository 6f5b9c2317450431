import { z } from "zod";
import { field, l } from "../../schemas/rules/field";
import { defineModule } from "../define";

/** A venue id as the reference widget stores it; missing reads as "required". */
export const venueIdSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid") })
  .int({ error: "invalid" })
  .positive({ error: "invalid" });

export const venue = defineModule({
  type: "venue",
  label: l("Spielstätte", "Venue"),
  toolbar: true,
  icon: "venue",
  fields: {
    venue: field(venueIdSchema, { label: l("Spielstätte", "Venue"), widget: "reference", reference: "venue" }),
  },
  form: {
    order: ["venue"],
    defaults: () => ({}),
  },
});
