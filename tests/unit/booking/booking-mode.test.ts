import { describe, expect, it } from "vitest";
import { bookingMode, sellsTickets } from "@/site/booking/booking-mode";
import { price, tickets } from "./fixtures";

const groups = tickets.seat_groups;
const event = { ticket_url: "https://tickets.example/event/1007", id_jet: 1007, seat_groups: groups, prices: groups.flatMap((group) => group.prices) };

describe("booking button (001 §5)", () => {
  it("opens the widget for an event whose seat groups sell here", () => {
    expect(bookingMode(event)).toBe("widget");
  });

  it("links to the ticket_url when the event has no ticketing id or no groups", () => {
    expect(bookingMode({ ...event, id_jet: null })).toBe("link");
    expect(bookingMode({ ...event, seat_groups: [] })).toBe("link");
  });

  it("books free events that have seat groups: their places are limited", () => {
    const free = [price(1, "Vollpreis", "0.00", 1)];
    const freeEvent = { ...event, seat_groups: [{ ...groups[0]!, prices: free }], prices: free };
    expect(sellsTickets(freeEvent)).toBe(true);
    expect(bookingMode(freeEvent)).toBe("widget");
  });

  it("is hidden for free events without seat groups, even with a ticket_url", () => {
    const free = [price(1, "Vollpreis", "0.00", null)];
    expect(bookingMode({ ...event, seat_groups: [], prices: free })).toBeNull();
    expect(bookingMode({ ...event, seat_groups: [], prices: [] })).toBeNull();
  });

  it("is hidden when there is nothing to book and nowhere to link", () => {
    expect(bookingMode({ ...event, id_jet: null, ticket_url: null })).toBeNull();
  });
});
