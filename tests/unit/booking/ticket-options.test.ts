import { describe, expect, it } from "vitest";
import { cartPayloads, firstAvailableSlot, fullPriceFirst, groupOptions, initialSlots } from "@/site/booking/ticket-options";
import { tickets } from "./fixtures";

describe("groupOptions (001 §4, §5)", () => {
  const groups = groupOptions(tickets);

  it("offers only seat groups and timeslots whose status is not 0", () => {
    expect(groups.map((group) => group.text)).toEqual(["Parkett", "Galerie"]);
    expect(groups[0]!.slots.map((slot) => slot.id)).toEqual([1, 3, 4]);
  });

  it("puts the full price first and leaves out prices the cart cannot take", () => {
    expect(groups[0]!.prices.map((option) => option.price.text)).toEqual(["Vollpreis", "Ermäßigt", "Kinder"]);
    expect(groups[0]!.prices[0]!.ticket).toEqual({ id: 1, seat_group: 1, sale_type_id: 1 });
  });

  it("marks a group with no seats left, or whose slots are all gone, as sold out", () => {
    expect(groups[0]!.soldOut).toBe(false);
    expect(groups[1]!.soldOut).toBe(true);
    const allGone = { ...tickets, seat_groups: [{ ...tickets.seat_groups[0]!, timeslots: [tickets.seat_groups[0]!.timeslots[1]!] }] };
    expect(groupOptions(allGone)[0]!.soldOut).toBe(true);
    const soldOut = { ...tickets, seat_groups: [{ ...tickets.seat_groups[0]!, availability: "sold_out" as const }] };
    expect(groupOptions(soldOut)[0]!.soldOut).toBe(true);
  });

  it("preselects the first timeslot that is not sold out", () => {
    expect(firstAvailableSlot(groups[0]!)).toBe(50_003);
    expect(initialSlots(groups)).toEqual({ 1: 50_003 });
  });

  it("fullPriceFirst keeps the order when there is no Vollpreis", () => {
    expect(fullPriceFirst([{ text: "a" }, { text: "b" }]).map((entry) => entry.text)).toEqual(["a", "b"]);
  });
});

describe("cartPayloads (one call per seat group, 001 §7)", () => {
  const groups = groupOptions(tickets);
  const full = groups[0]!.prices[0]!.ticket;
  const reduced = groups[0]!.prices[1]!.ticket;

  it("sends the group's prices as parallel lists with its chosen slot", () => {
    const payloads = cartPayloads(1007, groups, [{ ticket: full, amount: 2 }, { ticket: reduced, amount: 1 }], { 1: 50_004 });
    expect(payloads).toEqual([{ quantities: [2, 1], event_jet_id: 1007, sale_type_ids: [1, 2], seat_group: 1, block_id: 50_004 }]);
  });

  it("never sends a sold-out group, nor a slotted group without a slot", () => {
    const gallery = groups[1]!.prices[0]!.ticket;
    expect(cartPayloads(1007, groups, [{ ticket: gallery, amount: 1 }], {})).toEqual([]);
    expect(cartPayloads(1007, groups, [{ ticket: full, amount: 1 }], { 1: null })).toEqual([]);
  });
});
