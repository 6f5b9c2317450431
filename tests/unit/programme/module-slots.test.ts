import { describe, expect, it } from "vitest";
import { moduleTypes, type ModuleType } from "@modules/registry";
import { EVENT_SLOTS, PRODUCTION_SLOTS, slotsOf, sectionsBySlot, slotOfSection } from "@/site/programme/module-slots";

const section = (id: string, ...columns: ModuleType[][]) => ({ id, columns: columns.map((types) => ({ children: types.map((type) => ({ type })) })) });

describe("content modules in the detail pages' slots (001 §2)", () => {
  it("maps every registered module type to a slot both detail pages have", () => {
    for (const type of moduleTypes) {
      expect(slotsOf(type).length, type).toBeGreaterThan(0);
      expect(EVENT_SLOTS).toContain(slotsOf(type)[0]);
      expect(slotsOf(type).some((slot) => (PRODUCTION_SLOTS as readonly string[]).includes(slot))).toBe(true);
    }
  });

  it("sends galleries, videos, teasers, logos and venues to their sections", () => {
    expect(slotOfSection(section("a", ["image_list"]), EVENT_SLOTS)).toBe("image-slider");
    expect(slotOfSection(section("b", ["video"]), EVENT_SLOTS)).toBe("video");
    expect(slotOfSection(section("c", ["blog_teaser_list"]), EVENT_SLOTS)).toBe("blog");
    expect(slotOfSection(section("d", ["logo_list"]), EVENT_SLOTS)).toBe("sponsors");
    expect(slotOfSection(section("e", ["venue"]), EVENT_SLOTS)).toBe("promoter");
    expect(slotOfSection(section("f", ["text", "quote"]), EVENT_SLOTS)).toBe("programs");
  });

  it("lets a headline follow the richer module of its section", () => {
    expect(slotOfSection(section("g", ["headline"], ["video_list"]), EVENT_SLOTS)).toBe("video");
    expect(slotOfSection(section("h", ["headline", "text"]), EVENT_SLOTS)).toBe("programs");
    expect(slotOfSection(section("i", []), EVENT_SLOTS)).toBe("programs");
  });

  it("puts a production's sponsor logos with the promoter: it has no Sponsors section", () => {
    expect(slotOfSection(section("j", ["logo_list"]), PRODUCTION_SLOTS)).toBe("promoter");
  });

  it("groups sections by slot and keeps their order inside a slot", () => {
    const groups = sectionsBySlot([section("1", ["image"]), section("2", ["text"]), section("3", ["hero_media"]), section("4", ["faq"])], EVENT_SLOTS);
    expect(groups["image-slider"]?.map((s) => s.id)).toEqual(["1", "3"]);
    expect(groups.programs?.map((s) => s.id)).toEqual(["2", "4"]);
    expect(groups.video).toBeUndefined();
  });

  it("keeps the spec's section orders", () => {
    expect(EVENT_SLOTS.join()).toBe("children,important-info,opening-hours,description,image-slider,programs,video,contributors,series,events,blog,sponsors,promoter");
    expect(PRODUCTION_SLOTS.join()).toBe("opening-hours,description,image-slider,programs,video,contributors,events,blog,promoter");
  });
});
