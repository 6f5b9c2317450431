import { describe, expect, it } from "vitest";
import { eventList } from "@modules/event-list/schema";
import { isFinderKind } from "@schemas/api/finder";
import { findFieldMeta } from "@/editor/form/item-schema";
import { finderSearch } from "@/editor/finders/finder-api";
import { chosenIds, movedReference, withoutReference, withReference } from "@/editor/form/widgets/reference-value";

describe("finder widgets' values", () => {
  it("reads the chosen ids of a single or a multiple reference", () => {
    expect(chosenIds(4)).toEqual([4]);
    expect(chosenIds([3, 1, 2])).toEqual([3, 1, 2]);
    expect(chosenIds(undefined)).toEqual([]);
    expect(chosenIds(null)).toEqual([]);
    expect(chosenIds(["3", 1.5, 2])).toEqual([2]);
  });

  it("adds a picked id once at the end, removes and moves ids", () => {
    expect(withReference([1, 2], 3)).toEqual([1, 2, 3]);
    expect(withReference([1, 2], 2)).toEqual([1, 2]);
    expect(withoutReference([1, 2, 3], 2)).toEqual([1, 3]);
    expect(movedReference([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(movedReference([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(movedReference([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedReference([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it("asks the finder for typed text or for ids, never both", () => {
    expect(finderSearch({ q: "  Licht " })).toBe("q=Licht");
    expect(finderSearch({ q: "" })).toBe("");
    expect(finderSearch({ q: "x", ids: [3, 1] })).toBe("ids=3%2C1");
    expect(finderSearch({ q: "a".repeat(150), limit: 5 })).toBe(`q=${"a".repeat(100)}&limit=5`);
  });

  it("has a finder for the event list's chosen events and its tag", () => {
    const children = findFieldMeta(eventList.fields.children);
    expect(children).toMatchObject({ widget: "references", reference: "event" });
    expect(isFinderKind(children!.reference!)).toBe(true);
    expect(isFinderKind(findFieldMeta(eventList.fields.tag)!.reference!)).toBe(true);
    expect(isFinderKind("seat-group")).toBe(false);
  });
});
