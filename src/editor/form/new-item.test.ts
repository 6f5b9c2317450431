import { describe, expect, it } from "vitest";
import { anchorListItemSchema } from "@modules/anchor-list/schema";
import { faqItemSchema } from "@modules/faq/schema";
import { logoItemSchema } from "@modules/logo-list/schema";
import { teaserListItemSchema } from "@modules/teaser-list/schema";
import { venueListItemSchema } from "@modules/venue-list/schema";
import { listItemFields } from "./item-schema";
import { newListItem } from "./new-item";
import { z } from "zod";

const fieldsOf = (item: z.ZodType) => listItemFields(z.array(item))!;

describe("a new list item", () => {
  it("gets an id its schema accepts in every list whose items are kept by id", () => {
    for (const item of [anchorListItemSchema, logoItemSchema, teaserListItemSchema, venueListItemSchema]) {
      const value = newListItem(fieldsOf(item));
      expect(z.object({ id: z.string().min(1).max(64) }).safeParse(value).success).toBe(true);
      const issues = item.safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join("."))).not.toContain("id");
    }
  });

  it("gets a new id each time, and none where the schema has no id", () => {
    const fields = fieldsOf(anchorListItemSchema);
    expect(newListItem(fields).id).not.toBe(newListItem(fields).id);
    expect(newListItem(fieldsOf(faqItemSchema))).toEqual({ question: "", answer: "" });
  });

  it("is saveable once its visible fields are filled", () => {
    const item = { ...newListItem(fieldsOf(anchorListItemSchema)), link_text: "Tickets", anchor: "#tickets" };
    expect(anchorListItemSchema.safeParse(item).success).toBe(true);
  });
});
