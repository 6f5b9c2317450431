import { describe, expect, it } from "vitest";
import { MAX_TICKETS_PER_PRICE } from "@schemas/api/shop-cart";
import { amountOf, selectedTicketsReducer as reduce, totalAmount, type SelectedTicket } from "@/site/booking/selected-tickets";

const full = { id: 11, seat_group: 1, sale_type_id: 1 };
const reduced = { id: 12, seat_group: 1, sale_type_id: 2 };
/** Same sale type in another seat group: a different ticket. */
const gallery = { id: 21, seat_group: 2, sale_type_id: 1 };

describe("selected tickets (001 §4)", () => {
  it("add puts a new ticket in with amount 1, then raises it by 1", () => {
    let state: SelectedTicket[] = reduce([], { type: "add", ticket: full });
    expect(state).toEqual([{ ticket: full, amount: 1 }]);
    state = reduce(state, { type: "add", ticket: full });
    expect(state).toEqual([{ ticket: full, amount: 2 }]);
  });

  it("matches by seat group and sale type, not by price id alone", () => {
    const state = reduce(reduce(reduce([], { type: "add", ticket: full }), { type: "add", ticket: gallery }), { type: "add", ticket: { ...full, id: 99 } });
    expect(amountOf(state, full)).toBe(2);
    expect(amountOf(state, gallery)).toBe(1);
    expect(state).toHaveLength(2);
  });

  it("remove lowers the amount and drops the entry at 1 or less", () => {
    let state = reduce(reduce([], { type: "add", ticket: full }), { type: "add", ticket: full });
    state = reduce(state, { type: "remove", ticket: full });
    expect(amountOf(state, full)).toBe(1);
    state = reduce(state, { type: "remove", ticket: full });
    expect(state).toEqual([]);
    expect(reduce(state, { type: "remove", ticket: full })).toEqual([]);
  });

  it("setting zero removes the entry; other entries stay", () => {
    let state = reduce(reduce([], { type: "add", ticket: full }), { type: "add", ticket: reduced });
    state = reduce(state, { type: "set", ticket: full, amount: 0 });
    expect(state).toEqual([{ ticket: reduced, amount: 1 }]);
    state = reduce(state, { type: "set", ticket: reduced, amount: 4 });
    expect(amountOf(state, reduced)).toBe(4);
  });

  it("stops at the cart call's limit per price", () => {
    let state = reduce([], { type: "set", ticket: full, amount: MAX_TICKETS_PER_PRICE });
    state = reduce(state, { type: "add", ticket: full });
    expect(amountOf(state, full)).toBe(MAX_TICKETS_PER_PRICE);
  });

  it("totals the selection and clears it", () => {
    const state = reduce(reduce(reduce([], { type: "add", ticket: full }), { type: "add", ticket: full }), { type: "add", ticket: gallery });
    expect(totalAmount(state)).toBe(3);
    expect(totalAmount(reduce(state, { type: "clear" }))).toBe(0);
  });
});
