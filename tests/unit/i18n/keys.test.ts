import { describe, expect, it } from "vitest";
import { resources } from "@/i18n/resources";
import { staffResources } from "@/i18n/resources/staff";
import { editorText } from "@/editor/i18n";
import { outboxText } from "@/dashboard/outbox-text";

type Tree = { [key: string]: string | Tree };

/** "key" → its text for every leaf, nested keys dotted. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const bundles = { visitors: resources, editors: staffResources } as unknown as Record<string, Record<"de" | "en", Record<string, Tree>>>;

describe.each(Object.entries(bundles))("the %s' translations", (_, bundle) => {
  it("have the same namespaces in German and English", () => {
    expect(Object.keys(bundle.en).sort()).toEqual(Object.keys(bundle.de).sort());
  });

  it.each(Object.keys(bundle.de))("namespace %s: the same keys, each with the same {{values}}", (ns) => {
    const de = leaves(bundle.de[ns]!);
    const en = leaves(bundle.en[ns]!);
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    for (const [key, text] of de) expect({ key, values: placeholders(en.get(key) ?? "") }).toEqual({ key, values: placeholders(text) });
  });
});

describe("the editors' texts", () => {
  it("come from their namespace in the asked language with the values filled in", () => {
    expect(editorText("de", "move_module", { label: "Text" })).toBe("Modul verschieben: Text");
    expect(editorText("en", "move_module", { label: "Text" })).toBe("Move module: Text");
    expect(outboxText("en", "attempts", { count: 3 })).toBe("3 attempts");
  });
});
