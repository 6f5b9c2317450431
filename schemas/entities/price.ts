import { z } from "zod";
import { field, l } from "../rules/field";
import { flag, localizedOptional, position, reference, requiredReference } from "./common";

/** Up to 999999.99 (numeric(8,2)). */
export const PRICE_PATTERN = /^\d{1,6}(?:[.,]\d{1,2})?$/;
/** The `text` that marks a seat group's full price (spec 001 §4). */
export const FULL_PRICE_TEXT = "Vollpreis";
export const PRICE_TEXT_MAX = 100;

/**
 * A price in euros as a decimal string with two places, the way PostgreSQL's numeric and the
 * ticket widget show it. Editors may type "12", "12,5" or "12.50"; all become "12.50".
 */
export const priceSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .regex(PRICE_PATTERN, { error: "invalid_number" })
  .transform((value) => Number(value.replace(",", ".")).toFixed(2));

export const isFreePrice = (price: string) => Number(price) === 0;

/** One price of an event, optionally within a seat group. */
export const createPriceSchema = z.object({
  event_id: requiredReference("event", l("Veranstaltung", "Event")),
  seat_group_id: reference("seat-group", l("Sitzplatzgruppe", "Seat group")),
  price: field(priceSchema, { label: l("Preis (EUR)", "Price (EUR)"), widget: "text", placeholder: l("12,50", "12.50") }),
  /** The ticketing system's category name ("Vollpreis", "Ermäßigt"); not translated. */
  text: field(z.string().trim().max(PRICE_TEXT_MAX, { error: "too_long" }).optional(), {
    label: l("Kategorie (Ticketsystem)", "Category (ticketing)"),
    widget: "text",
  }),
  name: localizedOptional(l("Anzeigename", "Display name")),
  sale_type_id: field(z.number().int().nonnegative().nullable().optional(), {
    label: l("Verkaufsart-ID", "Sale type id"),
    widget: "number",
  }),
  has_discounts: flag(l("Mit Ermäßigungen", "Has discounts")),
  position: position(),
});
export type CreatePriceInput = z.input<typeof createPriceSchema>;
export const updatePriceSchema = createPriceSchema.partial();
