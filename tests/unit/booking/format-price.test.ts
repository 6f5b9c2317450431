import { describe, expect, it } from "vitest";
import { formatPrice, isFree } from "@/site/booking/format-price";

describe("formatPrice (001 §5: dot to comma, no .00, in euro)", () => {
  it("replaces the dot with a comma", () => {
    expect(formatPrice("12.50")).toBe("12,50 €");
    expect(formatPrice("2.40")).toBe("2,40 €");
  });
  it("drops .00", () => {
    expect(formatPrice("12.00")).toBe("12 €");
    expect(formatPrice("0.00")).toBe("0 €");
  });
  it("keeps whole numbers and pads one decimal", () => {
    expect(formatPrice("7")).toBe("7 €");
    expect(formatPrice("7.5")).toBe("7,50 €");
  });
});

describe("isFree", () => {
  it("counts only a zero price as free", () => {
    expect(isFree("0.00")).toBe(true);
    expect(isFree("0.50")).toBe(false);
  });
});
