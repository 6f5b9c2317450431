import { describe, expect, it } from "vitest";
import { createArticleSchema } from "../entities/article";
import { eventFieldsSchema } from "../entities/event";
import { dateTimeSchema } from "./date-time";
import { field, getFieldMeta, l } from "./field";

describe("field metadata", () => {
  it("belongs to each use of a shared schema, not to the shared schema", () => {
    const start = field(dateTimeSchema, { label: l("Beginn", "Start"), widget: "datetime" });
    const published = field(dateTimeSchema, { label: l("Veröffentlicht am", "Published at"), widget: "datetime" });
    expect(getFieldMeta(start)?.label.de).toBe("Beginn");
    expect(getFieldMeta(published)?.label.de).toBe("Veröffentlicht am");
    expect(getFieldMeta(dateTimeSchema)).toBeUndefined();
  });

  it("keeps the magazine's date the publication date and the event's date the start", () => {
    expect(getFieldMeta(createArticleSchema.shape.published_at)?.label).toEqual({ de: "Veröffentlicht am", en: "Published at" });
    expect(getFieldMeta(eventFieldsSchema.shape.date_start)?.label).toEqual({ de: "Beginn", en: "Start" });
  });

  it("leaves the copy validating as the shared schema does", () => {
    const start = field(dateTimeSchema, { label: l("Beginn", "Start"), widget: "datetime" });
    expect(start.safeParse("not a date").success).toBe(dateTimeSchema.safeParse("not a date").success);
  });
});
