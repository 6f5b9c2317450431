import { z } from "zod";
import type { Localized } from "../schemas/rules/localized";

/** Module ids are client-made UUIDs, so the editor can add modules before saving. */
export const moduleIdSchema = z.string().min(1).max(64);

export interface ModuleFormDefinition<Shape extends z.ZodRawShape> {
  /** Field order in the edit modal; fields not listed follow in schema order. */
  order?: readonly (keyof Shape & string)[];
  /** The values of a module freshly dragged in from the toolbar, before the editor fills it. */
  defaults: () => NoInfer<{ [K in keyof Shape]?: z.input<Shape[K]> }>;
}

interface DefineModuleInput<T extends string, Shape extends z.ZodRawShape> {
  type: T;
  label: Localized<string>;
  /** Offered in the editor toolbar; child-only kinds (a teaser item) and the section are not. */
  toolbar: boolean;
  /** Icon name for the toolbar (src/editor/icons). */
  icon: string;
  /** The editable fields, each with its field metadata (schemas/rules/field.ts). */
  fields: Shape;
  /** Rules across fields (e.g. online_to after online_from). */
  check?: (value: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void;
  form: ModuleFormDefinition<Shape>;
}

/**
 * One content module type: the single source the renderer, the editor form and the server's
 * payload validation read. The stored module is `{ id, type, ...fields }`.
 */
export function defineModule<const T extends string, Shape extends z.ZodRawShape>(input: DefineModuleInput<T, Shape>) {
  const base = z.object({ id: moduleIdSchema, type: z.literal(input.type), ...input.fields });
  const schema = input.check ? base.superRefine((value, ctx) => input.check!(value as never, ctx)) : base;
  return { ...input, schema };
}

export type ModuleDefinition = ReturnType<typeof defineModule<string, z.ZodRawShape>>;
