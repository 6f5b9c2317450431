import type { PriceEntry } from "@schemas/api/event";
import type { EventTickets } from "@schemas/api/shop-cart";

export const price = (id: number, text: string, value: string, sale: number | null, group = 1): PriceEntry => ({
  id, price: value, text, seat_group: group, seat_group_id: group * 100, sale_type_id: sale, name: text, has_discounts: text === "Vollpreis",
});

export const slot = (id: number, time: string, status: number, availability: "available" | "limited" | "sold_out" = "available") => ({
  id, time_start: `2026-12-01T${time}:00+01:00`, status, block_id: 50_000 + id, availability,
});

/** Two groups: "Parkett" with four prices (full price not first) and slots, "Galerie" sold out. */
export const tickets: EventTickets = {
  event_id: 7,
  event_jet_id: 1007,
  availability: "available",
  max_tickets: 10,
  seat_groups: [
    {
      id: 100, seat_group: 1, status: 1, text: "Parkett", availability: "available", left: 30,
      prices: [price(2, "Ermäßigt", "7.50", 2), price(1, "Vollpreis", "12.00", 1), price(3, "Kinder", "0.00", 4), price(4, "Ohne Typ", "5.00", null)],
      timeslots: [slot(3, "11:00", 1), slot(1, "10:00", 1, "sold_out"), slot(2, "10:30", 0), slot(4, "11:30", 2, "limited")],
    },
    { id: 200, seat_group: 2, status: 2, text: "Galerie", availability: "available", left: 0, prices: [price(5, "Vollpreis", "9.00", 1, 2)], timeslots: [] },
    { id: 300, seat_group: 3, status: 0, text: "Geschlossen", availability: "sold_out", left: 10, prices: [price(6, "Vollpreis", "9.00", 1, 3)], timeslots: [] },
  ],
};
