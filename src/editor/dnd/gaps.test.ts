import { describe, expect, it } from "vitest";
import { gapAt, gapsInOrder, ownGap } from "./gaps";

describe("drop gaps", () => {
  const columns = [{ over: "c:0:a", items: ["m1", "m2"] }, { over: "c:1:a", items: [] }, { over: "c:0:b", items: ["m3"] }];

  it("lists every gap in reading order, a new module's in every column", () => {
    expect(gapsInOrder(columns, null)).toEqual([
      { over: "c:0:a", gap: 0 }, { over: "c:0:a", gap: 1 }, { over: "c:0:a", gap: 2 },
      { over: "c:1:a", gap: 0 },
      { over: "c:0:b", gap: 0 }, { over: "c:0:b", gap: 1 },
    ]);
  });

  it("lists the dragged module's own place once: the gaps before and after it are the same place", () => {
    const gaps = gapsInOrder(columns, "m1");
    expect(gaps.filter((gap) => gap.over === "c:0:a")).toEqual([{ over: "c:0:a", gap: 0 }, { over: "c:0:a", gap: 2 }]);
    expect(ownGap(columns, "m1")).toEqual({ over: "c:0:a", gap: 0 });
    expect(ownGap(columns, "m3")).toEqual({ over: "c:0:b", gap: 0 });
    expect(ownGap(columns, null)).toBeNull();
  });

  it("a pointer picks the gap before the first module whose middle is below it", () => {
    expect(gapAt([100, 300], 50)).toBe(0);
    expect(gapAt([100, 300], 150)).toBe(1);
    expect(gapAt([100, 300], 400)).toBe(2);
    expect(gapAt([], 10)).toBe(0);
  });
});
