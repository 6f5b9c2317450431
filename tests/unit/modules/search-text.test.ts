import { describe, expect, it } from "vitest";
import { moduleSchema, sectionDataSchema } from "@modules/registry";
import { sectionSearchText } from "@modules/search-text";

const section = (...children: unknown[]) => sectionDataSchema.parse({ id: "s", type: "section", layout: "100", extra_class: "", columns: [{ children: children.map((child) => moduleSchema.parse(child)) }] });

describe("a section's search text, from the fields flagged searchable", () => {
  it("reads the visible text of modules and of their list items, without markup", () => {
    const text = sectionSearchText(section(
      { id: "h", type: "headline", headline_level: 2, preline: "Sammlung", content: "Drei Monde", anchor: "monde" },
      { id: "t", type: "text", content: "<p>Ein Bild von <strong>Hanna&nbsp;Wendt</strong> &amp; Freunden.</p>" },
      { id: "f", type: "faq", anchor: "fragen", children: [{ question: "Darf ich fotografieren?", answer: "<p>Ja, ohne Blitz.</p>" }] },
    ));
    expect(text.split("\n")).toEqual(["Sammlung", "Drei Monde", "Ein Bild von Hanna Wendt & Freunden.", "Darf ich fotografieren?", "Ja, ohne Blitz."]);
  });

  it("leaves out what a visitor does not read: anchors, addresses, settings", () => {
    const text = sectionSearchText(section(
      { id: "l", type: "link", link_text: "Tickets", link: "https://tickets.example.org/abend", extra_class: "secondary" },
      { id: "h", type: "headline", headline_level: 3, content: "Kurz", anchor: "kurzanker" },
    ));
    expect(text).toBe("Tickets\nKurz");
  });
});
