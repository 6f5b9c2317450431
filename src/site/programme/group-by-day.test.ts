import { describe, expect, it } from "vitest";
import type { EventItem } from "@schemas/api/event";
import type { TeaserItem } from "@schemas/api/teaser";
import { groupByDay } from "./group-by-day";
import { berlinDay, formatTime } from "@schemas/rules/dates";

const event = (id: number, date_start: string) => ({ id, xtype: "event", date_start }) as EventItem;
const teaser = (id: number, position: string) => ({ id, xtype: "teaser", position }) as TeaserItem;

describe("grouping by Berlin day", () => {
  it("uses the Berlin day, not UTC", () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin.
    expect(berlinDay("2030-03-01T23:30:00Z")).toBe("2030-03-02");
    expect(formatTime("2030-03-01T18:30:00Z", "de")).toBe("19:30 Uhr");
    expect(formatTime("2030-07-01T18:30:00Z", "en")).toBe("20:30");
  });

  it("puts a teaser after the events of its day", () => {
    const groups = groupByDay(
      [event(1, "2030-03-02T10:00:00Z"), event(2, "2030-03-02T18:00:00Z"), event(3, "2030-03-04T10:00:00Z")],
      [teaser(9, "2030-03-02"), teaser(8, "2030-03-03")],
      true,
    );
    expect(groups.map((group) => [group.day, group.items.map((item) => `${item.xtype[0]}${item.id}`)])).toEqual([
      ["2030-03-02", ["e1", "e2", "t9"]],
      ["2030-03-03", ["t8"]],
      ["2030-03-04", ["e3"]],
    ]);
  });

  it("holds back teasers on or after the last loaded day while pages follow", () => {
    const events = [event(1, "2030-03-02T10:00:00Z"), event(2, "2030-03-03T10:00:00Z")];
    const groups = groupByDay(events, [teaser(7, "2030-03-02"), teaser(8, "2030-03-03"), teaser(9, "2030-04-01")], false);
    expect(groups.flatMap((group) => group.items.map((item) => item.id))).toEqual([1, 7, 2]);
  });

  it("keeps the API's order of events within a day", () => {
    const groups = groupByDay([event(5, "2030-03-02T10:00:00Z"), event(4, "2030-03-02T10:00:00Z")], [], true);
    expect(groups[0]!.items.map((item) => item.id)).toEqual([5, 4]);
  });
});
