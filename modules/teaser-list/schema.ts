import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { moduleIdSchema } from "@schemas/rules/id";
import { defineModule } from "../define";
import { texts } from "./texts";
import { checkWindowOrder, teaserItemFields } from "../teaser-item/schema";

/** Teaser list as slider or list (000 §3, other editor options). */
export const TEASER_LIST_STYLES = ["slider", "list"] as const;

/** One teaser of the list: the teaser item's fields plus an id for reordering in the editor. */
export const teaserListItemSchema = z.object({ id: moduleIdSchema, ...teaserItemFields }).superRefine(checkWindowOrder);

export const teaserList = defineModule({
  type: "teaser_list",
  texts,
  toolbar: 220,
  icon: "teaser-list",
  slots: ["blog"],
  fields: {
    extra_class: field(
      z.enum(TEASER_LIST_STYLES, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") }),
      {
        label: l("Darstellung", "Display"),
        widget: "radio",
        options: [
          { value: "slider", label: l("Slider", "Slider") },
          { value: "list", label: l("Liste", "List") },
        ],
      },
    ),
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    children: field(z.array(teaserListItemSchema).default([]), {
      label: l("Teaser", "Teasers"),
      widget: "list",
      itemLabel: l("Teaser", "Teaser"),
    }),
  },
  form: {
    order: ["extra_class", "headline", "children"],
    defaults: () => ({ extra_class: "slider" as const, children: [] }),
  },
});
