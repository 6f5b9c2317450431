"use server";
import { cookies } from "next/headers";
import { sectionViewsRequestSchema } from "@schemas/api/editor";
import { getDb } from "@/server/db/client";
import { sessionUser } from "@/server/auth/session";
import { listSections } from "@/server/content/sections";
import { getT } from "@/i18n/translate";
import type { ModuleView } from "@/editor/canvas/views";
import { renderedViews } from "./rendered-views";

/**
 * The server renderings of the modules of some sections, as stored now, for the editor after
 * a save that changed what they show. router.refresh() would render and send the whole page
 * again, a cost that grows with the page; this one grows with the sections saved. Null for a
 * request that does not parse or comes without an editor's session.
 */
export async function sectionViews(request: unknown): Promise<Record<string, ModuleView> | null> {
  const parsed = sectionViewsRequestSchema.safeParse(request);
  if (!parsed.success || !(await sessionUser({ cookies: await cookies() }))) return null;
  const { lang, sections: slugs, ...owner } = parsed.data;
  const sections = await listSections((await getDb()).db, { ...owner, lang }, slugs, { keepInvalid: true });
  return renderedViews(sections, { lang, t: getT(lang), now: new Date() });
}
