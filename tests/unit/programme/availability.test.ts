import { describe, expect, it } from "vitest";
import {
  bestOf, eventAvailability, groupAvailability, SeatIndex, unitAvailability, type CapacityState,
} from "@/server/services/availability";

const unit = (status: number, capacity: number | null = null, taken = 0): CapacityState => ({ status, capacity, taken });

describe("availability rules", () => {
  it("reads the ticketing status of a group or slot", () => {
    expect(unitAvailability(unit(1))).toBe("available");
    expect(unitAvailability(unit(2))).toBe("limited");
    expect(unitAvailability(unit(0, 100))).toBe("sold_out");
  });

  it("counts taken seats against the capacity: under a fifth left is limited, none left sold out", () => {
    expect(unitAvailability(unit(1, 100, 80))).toBe("available");
    expect(unitAvailability(unit(1, 100, 81))).toBe("limited");
    expect(unitAvailability(unit(1, 100, 100))).toBe("sold_out");
    expect(unitAvailability(unit(1, 0))).toBe("sold_out");
  });

  it("makes a group with timeslots as good as its best open slot, never better than itself", () => {
    expect(groupAvailability({ ...unit(1), timeslots: [unit(0), unit(2)] })).toBe("limited");
    expect(groupAvailability({ ...unit(1), timeslots: [unit(0), unit(0)] })).toBe("sold_out");
    expect(groupAvailability({ ...unit(2), timeslots: [unit(1)] })).toBe("limited");
    expect(groupAvailability({ ...unit(1), timeslots: [unit(1, 20, 20), unit(1, 20, 0)] })).toBe("available");
  });

  it("makes an event as good as its best group; without groups it is available", () => {
    expect(eventAvailability([])).toBe("available");
    expect(eventAvailability([{ ...unit(0), timeslots: [] }, { ...unit(2), timeslots: [] }])).toBe("limited");
    expect(bestOf(["sold_out", "sold_out"])).toBe("sold_out");
    expect(bestOf([])).toBe("sold_out");
  });

  it("applies event-wide timeslots to every group and counts taken seats per id", () => {
    const groups = [{ id: 1, event_id: 7, status: 1, capacity: 10 }];
    const slots = [{ id: 3, event_id: 7, seat_group_id: null, status: 1, capacity: 10 }];
    const taken = { seatGroups: new Map<number, number>(), timeslots: new Map([[3, 10]]) };
    expect(new SeatIndex(groups, slots, taken).eventAvailability(7)).toBe("sold_out");
    expect(new SeatIndex(groups, slots, { ...taken, timeslots: new Map([[3, 9]]) }).eventAvailability(7)).toBe("limited");
    expect(new SeatIndex([], slots, taken).eventAvailability(7)).toBe("sold_out");
    expect(new SeatIndex([], [], taken).eventAvailability(7)).toBe("available");
  });
});
