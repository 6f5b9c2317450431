import { describe, expect, it } from "vitest";
import { initialWidgetState, widgetReducer as reduce, type WidgetState } from "@/site/booking/widget-state";

const ticket = { id: 1, seat_group: 1, sale_type_id: 1 };
const chosen: WidgetState = reduce(initialWidgetState, { type: "ticket", action: { type: "add", ticket } });

describe("booking widget state (001 §4)", () => {
  it("does not submit with nothing selected", () => {
    expect(reduce(initialWidgetState, { type: "submit" }).summary.kind).toBe("idle");
    expect(reduce(chosen, { type: "submit" }).summary.kind).toBe("loading");
  });

  it("shows loading, then success, and clears the granted choice", () => {
    const loading = reduce(chosen, { type: "submit" });
    const done = reduce(loading, { type: "done", outcome: { ok: true, response: { tickets_quantity: 1, cart_url: "/webshop/" } } });
    expect(done.summary).toEqual({ kind: "done", outcome: { ok: true, response: { tickets_quantity: 1, cart_url: "/webshop/" } } });
    expect(done.selected).toEqual([]);
  });

  it("keeps the choice after an error, and 'change' goes back to it", () => {
    const failed = reduce(reduce(chosen, { type: "submit" }), { type: "done", outcome: { ok: false, code: -214 } });
    expect(failed.selected).toHaveLength(1);
    const back = reduce({ ...failed, step: { kind: "discounts", seatGroup: 1 } }, { type: "change" });
    expect(back.summary.kind).toBe("idle");
    expect(back.step).toEqual({ kind: "main" });
  });

  it("freezes the selection while the cart calls run", () => {
    const loading = reduce(chosen, { type: "submit" });
    expect(reduce(loading, { type: "ticket", action: { type: "add", ticket } }).selected[0]!.amount).toBe(1);
  });

  it("moves between steps and keeps the chosen slot per group", () => {
    const slotted = reduce(reduce(chosen, { type: "slots", slots: { 1: 50_001 } }), { type: "step", step: { kind: "timeslots", seatGroup: 1 } });
    const picked = reduce(slotted, { type: "slot", seatGroup: 1, block: 50_002 });
    expect(picked.slots).toEqual({ 1: 50_002 });
    expect(picked.step).toEqual({ kind: "timeslots", seatGroup: 1 });
  });

  it("closing clears the selection; reset returns to the start", () => {
    const closed = reduce({ ...chosen, step: { kind: "discounts", seatGroup: 1 } }, { type: "close" });
    expect(closed.selected).toEqual([]);
    expect(closed.step.kind).toBe("discounts");
    expect(reduce(closed, { type: "reset" })).toEqual(initialWidgetState);
  });
});
