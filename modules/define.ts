import { z } from "zod";
import { moduleIdSchema } from "@schemas/rules/id";
import type { Localized } from "@schemas/rules/localized";
import type { ModuleIconName } from "./icons";
import type { ModuleMigration } from "./migrations";

/**
 * The slots of an entity's detail page a section may move into (001 §2), named here so a
 * module folder can say where it belongs (src/site/programme/module-slots.ts places them).
 */
export const MODULE_SLOT_NAMES = ["image-slider", "programs", "video", "events", "blog", "sponsors", "promoter"] as const;
export type ModuleSlot = (typeof MODULE_SLOT_NAMES)[number];

/**
 * A module's texts in both languages: its name and a one-line description for the editor
 * palette, and whatever its renderer shows (read there as `ctx.t("modules:<type>.<key>")`).
 */
type TextTree = { [key: string]: string | TextTree };
export type ModuleTexts = Record<"de" | "en", { name: string; description: string } & TextTree>;

export interface ModuleFormDefinition<Shape extends z.ZodRawShape> {
  /** Field order in the edit modal; fields not listed follow in schema order. */
  order?: readonly (keyof Shape & string)[];
  /** The values of a module freshly dragged in from the toolbar, before the editor fills it. */
  defaults: () => NoInfer<{ [K in keyof Shape]?: z.input<Shape[K]> }>;
}

interface DefineModuleInput<T extends string, Shape extends z.ZodRawShape> {
  type: T;
  texts: ModuleTexts;
  /** Place in the editor palette (lower first); false for child-only kinds (a teaser item) and the section. */
  toolbar: number | false;
  icon: ModuleIconName;
  /** The editable fields, each with its field metadata (schemas/rules/field.ts); `searchable` ones feed site search. */
  fields: Shape;
  /** Rules across fields (e.g. online_to after online_from). */
  check?: (value: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void;
  form: ModuleFormDefinition<Shape>;
  /** On an entity's detail page: the slots a section led by this module goes to, best first. */
  slots?: readonly ModuleSlot[];
  /** Plain copy (headline, text ...): its section follows whatever richer module it holds. */
  copy?: boolean;
  /**
   * How stored modules of this type are upgraded, oldest first: migration i takes version i+1
   * to i+2 (content saved before versions existed is version 1). The current version is one
   * more than the number of migrations; each saved module records it as `v`.
   */
  migrations?: readonly ModuleMigration[];
}

/**
 * One content module type: the single source the renderer, the editor form, site search and
 * the server's payload validation read. The stored module is `{ id, type, v, ...fields }`.
 */
export function defineModule<const T extends string, Shape extends z.ZodRawShape>(input: DefineModuleInput<T, Shape>) {
  const version = (input.migrations?.length ?? 0) + 1;
  // `v` is not a field: the reader upgrades by it before parsing, and the writer stamps it.
  const base = z.object({ id: moduleIdSchema, type: z.literal(input.type), ...input.fields });
  const schema = input.check ? base.superRefine((value, ctx) => input.check!(value as never, ctx)) : base;
  const label: Localized<string> = { de: input.texts.de.name, en: input.texts.en.name };
  const description: Localized<string> = { de: input.texts.de.description, en: input.texts.en.description };
  return { ...input, label, description, version, migrations: input.migrations ?? [], schema };
}

export type ModuleDefinition = ReturnType<typeof defineModule<string, z.ZodRawShape>>;
