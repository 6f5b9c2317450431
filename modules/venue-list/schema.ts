import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { moduleIdSchema } from "@schemas/rules/id";
import { defineModule } from "../define";
import { texts } from "./texts";
import { venueIdSchema } from "../venue/schema";

export const venueListItemSchema = z.object({
  id: moduleIdSchema,
  venue: field(venueIdSchema, { label: l("Spielstätte", "Venue"), widget: "reference", reference: "venue" }),
});

export const venueList = defineModule({
  type: "venue_list",
  texts,
  toolbar: 120,
  icon: "venues",
  slots: ["promoter"],
  fields: {
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    children: field(z.array(venueListItemSchema).default([]), {
      label: l("Spielstätten", "Venues"),
      widget: "list",
      itemLabel: l("Spielstätte", "Venue"),
    }),
  },
  form: {
    order: ["headline", "children"],
    defaults: () => ({ children: [] }),
  },
});
