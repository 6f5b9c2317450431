import { describe, expect, it } from "vitest";
import type { PageSettings } from "@schemas/api/editor";
import { createPageSchema, updatePageSchema } from "@schemas/entities/page";
import { findFieldMeta } from "@/editor/form/item-schema";
import {
  changedSettings, childFieldOf, childPath, settingsFormValues, TRANSLATION_FIELDS,
} from "@/editor/settings/settings-values";
import { editUrl, missingLanguages } from "@/editor/settings/page-languages";
import { childPageSchema } from "@/editor/settings/child-page-form";

const settings: PageSettings = {
  id: 7, parent_id: 2, position: 0, is_online: true, is_clickable: true, in_menu: false, in_footer: true, is_landing_page: false,
  og_type: "website", og_image: null, settings_url: null,
  translations: {
    de: { path: "haus/team", title: "Team", headline: null, meta_title: "Team", meta_description: null, og_title: null, og_description: null },
    en: null,
  },
  urls: { de: "/de/haus/team", en: null },
  has_content: { de: true, en: false },
  updated_at: "2026-11-21T10:00:00.000Z",
};

describe("page settings form values", () => {
  it("finds every page field's metadata through partial() and nullable()", () => {
    expect(findFieldMeta(updatePageSchema.shape.is_online)?.widget).toBe("checkbox");
    expect(findFieldMeta(createPageSchema.shape.og_image)).toMatchObject({ widget: "image", label: { de: "Teilen-Bild" } });
    expect(findFieldMeta(createPageSchema.shape.parent_id)).toMatchObject({ widget: "reference", reference: "page" });
    expect(findFieldMeta(createPageSchema.shape.position)).toBeUndefined();
  });

  it("fills the form from the settings: null texts as empty, a missing translation as no values", () => {
    const values = settingsFormValues(settings);
    expect(values.translations.de).toEqual({ path: "haus/team", title: "Team", headline: "", meta_title: "Team", meta_description: "", og_title: "", og_description: "" });
    expect(values.translations.en).toEqual({});
    expect(values).toMatchObject({ parent_id: 2, in_footer: true, og_image: null, og_type: "website" });
    expect(TRANSLATION_FIELDS).toEqual(["path", "title", "headline", "meta_title", "meta_description", "og_title", "og_description"]);
  });

  it("sends only changed fields; a cleared text is empty, a removed image null", () => {
    const values = { is_online: false, in_menu: false, og_image: undefined, translations: { de: { title: "Unser Team", headline: undefined, path: "haus/team" }, en: { title: "Team" } } };
    const dirty = { is_online: true, og_image: { src: true }, translations: { de: { title: true, headline: true }, en: { title: true } } };
    const patch = changedSettings(values, dirty, ["is_online", "in_menu", "og_image"]);
    expect(patch).toEqual({ is_online: false, og_image: null, translations: { de: { title: "Unser Team", headline: "" }, en: { title: "Team" } } });
    expect(updatePageSchema.safeParse(patch).success).toBe(true);
    expect(changedSettings(values, {}, ["is_online"])).toEqual({});
  });

  it("builds a child's path below the parent's, the home page's children at the top", () => {
    expect(childPath("haus/team", "neu")).toBe("haus/team/neu");
    expect(childPath("", "neu")).toBe("neu");
    expect(childPath(undefined, "neu")).toBe("neu");
  });

  it("checks a child page's title and path segment with the schema's messages", () => {
    const result = childPageSchema.safeParse({ de: { title: " ", slug: "Neu Seite" }, en: { title: "New", slug: "new" }, placement: "child" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["de.title", "required"], ["de.slug", "invalid"]]);
    expect(childFieldOf("translations.en.path")).toBe("en.slug");
    expect(childFieldOf("translations.de.title")).toBe("de.title");
    expect(childFieldOf("parent_id")).toBe("root");
  });

  it("names the languages still without content, the editor's own first, and the other language's edit page", () => {
    expect(missingLanguages(settings, "de")).toEqual(["en"]);
    expect(missingLanguages({ has_content: { de: false, en: false } }, "en")).toEqual(["en", "de"]);
    expect(missingLanguages({ has_content: { de: true, en: true } }, "de")).toEqual([]);
    expect(editUrl(settings, "de")).toBe("/de/haus/team?edit");
    expect(editUrl(settings, "en")).toBeNull();
  });
});
