import "server-only";
import { isModuleType, type ModuleType } from "@modules/registry";
import { moduleRefSchema } from "@schemas/api/editor";
import type { Db } from "../db/open";
import { NotFoundError, ValidationError } from "../errors";
import { segment } from "../http/params";
import { getModule } from "./modules";

/**
 * Module calls addressed by the module's type ({lang}/pageeditor-api/headline): the type comes
 * from the path and the module from the body (000 §7). They reach the same services as the
 * calls by id; these helpers only tie the path's type to the body.
 */

/** The path's module type; a segment naming no module type is a 404. */
export function pathModuleType(value: string | string[] | undefined): ModuleType {
  const type = segment(value);
  if (!isModuleType(type)) throw new NotFoundError(`unknown module type ${type}`);
  return type;
}

/** The body with the path's type; a body naming another type is refused on `type`. */
export function typedBody(body: unknown, type: ModuleType): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const input = body as Record<string, unknown>;
  if (input.type !== undefined && input.type !== type) throw ValidationError.field(["type"], "invalid_choice");
  return { ...input, type };
}

/** The id a body or query names, if a module of the path's type has it (another type's is a 404, as an unknown id). */
export async function typedModuleId(db: Db, type: ModuleType, input: unknown): Promise<string> {
  const { id } = moduleRefSchema.parse(input);
  const module = await getModule(db, id);
  if (module.type !== type) throw new NotFoundError(`module ${id} is no ${type}`);
  return id;
}
