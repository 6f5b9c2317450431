import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Quick filters: none, the next three days, or the coming weekend (Berlin days). */
export const EVENT_FILTERS = ["", "next_3_days", "weekend"] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** The names in the dates: the page's language, or Latin (000 §9: "Latin (la) is used for date names"). */
export const DATE_NAMES = ["", "la"] as const;

/** How many upcoming events the list shows when the editor has not picked them by hand. */
export const EVENT_LIST_LIMIT = 8;

const isoDate = z.iso.date({ error: "invalid_date" });
const id = z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" });

export const eventList = defineModule({
  type: "event_list",
  texts,
  toolbar: 180,
  icon: "calendar",
  slots: ["events"],
  fields: {
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    date_from: field(isoDate.optional(), { label: l("Von (Datum)", "From (date)"), widget: "date" }),
    date_to: field(isoDate.optional(), { label: l("Bis (Datum)", "Until (date)"), widget: "date" }),
    tag: field(id.optional(), { label: l("Schlagwort", "Tag"), widget: "reference", reference: "event-tag" }),
    filters: field(z.enum(EVENT_FILTERS, { error: "invalid_choice" }).default(""), {
      label: l("Zeitraum", "Period"),
      widget: "select",
      options: [
        { value: "", label: l("Alle kommenden", "All upcoming") },
        { value: "next_3_days", label: l("Nächste 3 Tage", "Next 3 days") },
        { value: "weekend", label: l("Wochenende", "Weekend") },
      ],
    }),
    date_names: field(z.enum(DATE_NAMES, { error: "invalid_choice" }).default(""), {
      label: l("Tages- und Monatsnamen", "Day and month names"),
      widget: "select",
      options: [
        { value: "", label: l("Sprache der Seite", "Language of the page") },
        { value: "la", label: l("Latein", "Latin") },
      ],
    }),
    children: field(z.array(id).default([]), {
      label: l("Ausgewählte Veranstaltungen", "Selected events"),
      widget: "references",
      reference: "event",
      help: l("Wenn gewählt, zeigt die Liste genau diese.", "When set, the list shows exactly these."),
    }),
  },
  // Both dates are whole days and date_to is inclusive, so a one-day range (from = to) is fine.
  check: (value, ctx) => {
    if (value.date_from && value.date_to && value.date_to < value.date_from) {
      ctx.addIssue({ code: "custom", path: ["date_to"], message: "date_order", input: value.date_to });
    }
  },
  form: {
    order: ["headline", "filters", "date_from", "date_to", "tag", "date_names", "children"],
    defaults: () => ({ filters: "" as const, date_names: "" as const, children: [] }),
  },
});
