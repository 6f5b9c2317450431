import { describe, expect, it } from "vitest";
import { eventListQuery } from "./query";
import { EVENT_LIST_LIMIT, eventList } from "./schema";

const module = (fields: Record<string, unknown>) => eventList.schema.parse({ id: "e1", type: "event_list", ...fields });
const now = new Date("2026-03-11T09:15:42.123Z");

describe("eventListQuery", () => {
  it("asks for upcoming events from the current minute, with the tag", () => {
    expect(eventListQuery(module({ tag: 4 }), now)).toEqual({ from: "2026-03-11T09:15:00.000Z", to: undefined, tagId: 4, limit: EVENT_LIST_LIMIT });
  });

  it("asks for exactly the hand-picked events, ignoring dates and filters", () => {
    expect(eventListQuery(module({ children: [7, 3], filters: "weekend", tag: 4 }), now)).toEqual({
      from: "2026-03-11T09:15:00.000Z",
      eventIds: [7, 3],
      limit: 2,
    });
  });

  it("skips the read when the window lies in the past", () => {
    expect(eventListQuery(module({ date_to: "2026-03-01" }), now)).toBeNull();
  });
});
