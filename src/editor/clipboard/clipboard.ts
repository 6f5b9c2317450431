import { z } from "zod";
import { moduleSchema, sectionDataSchema, type ContentModule, type SectionData } from "@modules/registry";

/**
 * The editor's clipboard: one copied module or section, kept in localStorage so it can be
 * pasted on another page or in another tab. It is read back through the registry's schemas
 * (a stale or foreign entry is no entry), and the server checks a paste like any other write.
 * Images are references to uploaded files, so a pasted module shows the same images.
 */
export const CLIPBOARD_KEY = "museum-editor-clipboard";

export const clipboardSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("module"), module: moduleSchema }),
  z.object({ kind: z.literal("section"), section: sectionDataSchema }),
]);
export type ClipboardEntry = z.infer<typeof clipboardSchema>;

/** Parse a stored entry; anything else (nothing, broken JSON, an unknown module) is null. */
export function parseClipboard(raw: string | null): ClipboardEntry | null {
  if (!raw) return null;
  try {
    const parsed = clipboardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A copy of a module with a new id: ids are unique across the site. */
export const freshModule = (module: ContentModule, newId: () => string = () => crypto.randomUUID()): ContentModule => ({ ...module, id: newId() });

/** A copy of a section with new ids for it and every module in it. */
export const freshSection = (section: SectionData, newId: () => string = () => crypto.randomUUID()): SectionData => ({
  ...section,
  id: newId(),
  columns: section.columns.map((column) => ({ ...column, children: column.children.map((module) => freshModule(module, newId)) })),
});

/** A one-column section holding a module: a module pasted "as a new section". */
export const sectionOf = (module: ContentModule, newId: () => string = () => crypto.randomUUID()): SectionData => ({
  id: newId(),
  type: "section",
  layout: "100",
  extra_class: "",
  columns: [{ children: [freshModule(module, newId)] }],
});
