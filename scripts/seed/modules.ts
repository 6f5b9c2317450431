import type { z } from "zod";
import type { Layout } from "@schemas/rules/section-layout";
import { SECTION_BACKGROUNDS } from "@modules/section/schema";
import { LAYOUT_COLUMNS } from "@schemas/rules/section-layout";
import type { moduleSchema, ModuleType, SectionInput } from "@modules/registry";
import type { ImageValue } from "@schemas/rules/image";
import type { Random } from "./random";

/** A module as the seed writes it (before schema defaults are applied). */
export type ModuleInput = z.input<typeof moduleSchema>;
export type ModuleInputOf<T extends ModuleType> = Extract<ModuleInput, { type: T }>;
type Fields<T extends ModuleType> = Omit<ModuleInputOf<T>, "id" | "type">;

export type Background = (typeof SECTION_BACKGROUNDS)[number];

/**
 * Typed builders for sections and modules: ids come from the seed's random stream, so
 * they are uuid-shaped and the same on every run.
 */
export function moduleBuilder(rng: Random) {
  const module = <T extends ModuleType>(type: T, fields: Fields<T>): ModuleInputOf<T> =>
    ({ id: rng.uuid(), type, ...fields }) as ModuleInputOf<T>;

  /** A section whose columns hold the given modules; the layout decides how many columns. */
  const section = (layout: Layout, columns: ModuleInput[][], options: { background?: Background; image?: ImageValue } = {}): SectionInput => {
    const expected = LAYOUT_COLUMNS[layout].length;
    if (columns.length !== expected) throw new Error(`Layout ${layout} needs ${expected} columns, got ${columns.length}`);
    return {
      id: rng.uuid(),
      type: "section",
      layout,
      extra_class: options.background ?? "",
      ...(options.image ? { image: options.image } : {}),
      columns: columns.map((children) => ({ children })),
    };
  };

  /** A child item id (teaser list, anchor list, logo list entries). */
  const itemId = () => rng.uuid();
  return { module, section, itemId };
}

export type ModuleBuilder = ReturnType<typeof moduleBuilder>;
