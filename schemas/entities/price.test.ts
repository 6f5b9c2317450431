import { describe, expect, it } from "vitest";
import { createPriceSchema, isFreePrice, priceSchema } from "./price";

describe("price rule", () => {
  it.each([
    ["0", "0.00"], ["0.00", "0.00"], ["12", "12.00"], ["12,5", "12.50"], ["12.50", "12.50"], [" 999999.99 ", "999999.99"],
  ])("reads %s as %s", (input, output) => {
    expect(priceSchema.parse(input)).toBe(output);
  });

  it.each(["-1", "12.345", "1.000,00", "abc", "1e3", "1234567", "12,"])("refuses %s", (input) => {
    expect(priceSchema.safeParse(input).error?.issues[0]?.message).toBe("invalid_number");
  });

  it("calls a blank price required", () => {
    expect(priceSchema.safeParse("").error?.issues[0]?.message).toBe("required");
  });

  it("knows free prices", () => {
    expect(isFreePrice("0.00")).toBe(true);
    expect(isFreePrice("0.01")).toBe(false);
  });

  it("needs an event for a price entry", () => {
    const result = createPriceSchema.safeParse({ price: "8", text: "Vollpreis" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["event_id", "required"]]);
  });
});
