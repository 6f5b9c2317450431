import { describe, expect, it } from "vitest";
import { createFormSchema, recipientsOf } from "./form";

const withRecipients = (notify_email: string) => createFormSchema.safeParse({
  title: { de: "Anfrage", en: "Request" }, slug: { de: "anfrage", en: "request" }, notify_email,
});

describe("a form's notification recipients", () => {
  it("take one or more addresses separated by commas, stored tidy", () => {
    const parsed = withRecipients(" kasse@museum.test ,fuehrungen@museum.test,");
    expect(parsed.success && parsed.data.notify_email).toBe("kasse@museum.test, fuehrungen@museum.test");
    expect(recipientsOf("kasse@museum.test, fuehrungen@museum.test")).toEqual(["kasse@museum.test", "fuehrungen@museum.test"]);
    expect(recipientsOf(null)).toEqual([]);
  });

  it("refuse an address that is none, and more than five", () => {
    const wrong = withRecipients("kasse@museum.test, kasse-at-museum");
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => issue.message)).toEqual(["invalid_email"]);
    const many = withRecipients(Array.from({ length: 6 }, (_, i) => `p${i}@museum.test`).join(","));
    expect(many.success ? [] : many.error.issues.map((issue) => issue.message)).toContain("too_many_recipients");
  });
});
