import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { defineModule } from "../define";
import { texts } from "./texts";

/** A venue id as the reference widget stores it; missing reads as "required". */
export const venueIdSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid") })
  .int({ error: "invalid" })
  .positive({ error: "invalid" });

export const venue = defineModule({
  type: "venue",
  texts,
  toolbar: 110,
  icon: "venue",
  slots: ["promoter"],
  fields: {
    venue: field(venueIdSchema, { label: l("Spielstätte", "Venue"), widget: "reference", reference: "venue" }),
  },
  form: {
    order: ["venue"],
    defaults: () => ({}),
  },
});
