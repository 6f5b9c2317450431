"use server";
import { cookies } from "next/headers";
import { isModuleType, moduleDefinition } from "@modules/registry";
import { moduleViewRequestSchema } from "@schemas/api/editor";
import { sessionUser } from "@/server/auth/session";
import { getT } from "@/i18n/translate";
import type { ModuleView } from "@/editor/canvas/views";
import { renderedView } from "./rendered-views";

/**
 * One module rendered as the editor's form holds it, unsaved: the form's live preview. It is
 * checked with its type's own schema first, as a save is, because the renderers expect valid
 * content. Null for a request that does not parse, a module that fails its schema (the form
 * shows those errors itself) or a call without an editor's session; never an error page.
 */
export async function moduleView(request: unknown): Promise<ModuleView | null> {
  const parsed = moduleViewRequestSchema.safeParse(request);
  if (!parsed.success || !(await sessionUser({ cookies: await cookies() }))) return null;
  const { lang, module } = parsed.data;
  if (!isModuleType(module.type)) return null;
  const checked = moduleDefinition(module.type).schema.safeParse(module);
  return checked.success ? renderedView(checked.data, { lang, t: getT(lang), now: new Date() }) : null;
}
