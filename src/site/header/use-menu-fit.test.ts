import { describe, expect, it } from "vitest";
import { itemsFit } from "./use-menu-fit";

describe("desktop menu fit", () => {
  it("adds the visible items, the gaps between them and the padding", () => {
    // 254 + 600 + 44 + 90 = 988, three gaps of 32 = 96, padding 96: 1180.
    expect(itemsFit([254, 600, 44, 90], 32, 96, 1180)).toBe(true);
    expect(itemsFit([254, 600, 44, 90], 32, 96, 1179)).toBe(false);
  });

  it("leaves out hidden items and their gaps", () => {
    expect(itemsFit([254, 0, 44, 90], 32, 96, 254 + 44 + 90 + 64 + 96)).toBe(true);
  });
});
