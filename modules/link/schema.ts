import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { linkSchema } from "@schemas/rules/link";
import { anchorSchema, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Link styles (000 §3 "Link styles"): a filled button, an outlined one, a text link with arrow. */
export const LINK_STYLES = ["primary", "secondary", "arrow"] as const;

export const link = defineModule({
  type: "link",
  texts,
  toolbar: 30,
  icon: "link",
  copy: true,
  fields: {
    link_text: field(requiredText(), { searchable: true, label: l("Linktext", "Link text"), widget: "text" }),
    link: field(linkSchema, { label: l("Linkziel", "Link target"), widget: "link" }),
    // One of the modules whose extra_class is a required choice (000 §5).
    extra_class: field(
      z.enum(LINK_STYLES, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") }),
      {
        label: l("Darstellung", "Style"),
        widget: "select",
        options: [
          { value: "primary", label: l("Button", "Button") },
          { value: "secondary", label: l("Button umrandet", "Outlined button") },
          { value: "arrow", label: l("Textlink mit Pfeil", "Text link with arrow") },
        ],
      },
    ),
    new_window: field(z.boolean().default(false), { label: l("In neuem Fenster öffnen", "Open in a new window"), widget: "checkbox" }),
    anchor: field(anchorSchema, { label: l("Anker", "Anchor"), widget: "text", help: l("Für Sprunglinks: #anker", "For jump links: #anchor") }),
    sticky: field(z.boolean().default(false), {
      label: l("Beim Scrollen sichtbar halten", "Keep visible while scrolling"),
      widget: "checkbox",
    }),
  },
  form: {
    order: ["link_text", "link", "extra_class", "new_window", "anchor", "sticky"],
    defaults: () => ({ link_text: "", link: "", extra_class: "primary" as const, new_window: false, sticky: false }),
  },
});
