import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "@schemas/rules/messages";
import { logoList } from "./schema";

const image = { src: "/media/logo-stiftung", width: 480, height: 160 };
const logo = { id: "g1", image, name: "Kulturstiftung" };
const base = { id: "l1", type: "logo_list", children: [logo] };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("logo_list schema", () => {
  it("accepts logos with image and name, small by default", () => {
    const result = logoList.schema.safeParse(base);
    expect(result.success && result.data.extra_class).toBe("small");
    expect(logoList.schema.safeParse({ ...base, extra_class: "large" }).success).toBe(true);
  });

  it("refuses an unknown size", () => {
    expect(messages(logoList.schema.safeParse({ ...base, extra_class: "huge" }))).toEqual({ extra_class: "invalid_choice" });
  });

  it("requires the name (the alt text) and the image of each logo", () => {
    expect(messages(logoList.schema.safeParse({ ...base, children: [{ ...logo, name: "" }] }))).toEqual({ "children.0.name": "required" });
    const noImage = logoList.schema.safeParse({ ...base, children: [{ ...logo, image: undefined }] });
    expect(noImage.success ? {} : fieldErrors(noImage.error, "de")).toEqual({ "children.0.image": ["Dieses Feld ist ein Pflichtfeld!"] });
  });

  it("accepts an external link and refuses a broken one", () => {
    expect(logoList.schema.safeParse({ ...base, children: [{ ...logo, link: "https://example.org" }] }).success).toBe(true);
    expect(messages(logoList.schema.safeParse({ ...base, children: [{ ...logo, link: "example.org" }] }))).toEqual({ "children.0.link": "invalid_url" });
  });
});
