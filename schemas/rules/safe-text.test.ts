import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./messages";
import { requiredText, optionalText } from "./text";
import { hasUnsafeText, unsafeTextPaths } from "./safe-text";
import { idSchema, idTextSchema, INT4_MAX } from "./id";

describe("text no database column can hold", () => {
  it("finds NUL and lone surrogates, and leaves whole surrogate pairs (emoji) alone", () => {
    expect(["a\u0000b", "\ud800", "x\udfffy", "\ud83d"].map(hasUnsafeText)).toEqual([true, true, true, true]);
    expect(["Grüße 🎨", "plain", ""].map(hasUnsafeText)).toEqual([false, false, false]);
  });

  it("is refused by the shared text rules with the per-field message key", () => {
    const schema = z.object({ title: requiredText(), note: optionalText() });
    const result = schema.safeParse({ title: "a\u0000", note: "\ud800" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!, "en")).toEqual({
      title: ["The text contains characters that are not allowed."],
      note: ["The text contains characters that are not allowed."],
    });
    expect(schema.safeParse({ title: "Grüße 🎨" }).success).toBe(true);
  });

  it("names every nested field and key of a decoded body", () => {
    expect(unsafeTextPaths({ a: "ok", b: [{ c: "\u0000" }], ["k\u0000"]: 1, d: { e: "\udc00" } })).toEqual([["b", 0, "c"], ["k\ufffd"], ["d", "e"]]);
  });
});

describe("ids", () => {
  it("accept 1 to PostgreSQL's integer maximum, nothing past it", () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(fieldErrors(idSchema.safeParse(2147483648).error!, "en")).toEqual({ _root: ["At most 2147483647."] });
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idTextSchema.safeParse("2147483648").success).toBe(false);
    expect(idTextSchema.parse("42")).toBe(42);
    expect(idTextSchema.safeParse("1e3").success).toBe(false);
  });
});
