import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SectionData } from "@modules/registry";
import type { Db } from "../db/open";
import { publishedContainers } from "../db/schema";
import { readSection, type SectionOwner } from "./sections";
import { publishIfDue } from "./publish-schedule";
import type { Owner } from "./publish";

/**
 * The sections visitors see: the owner's published copy in one language, read leniently as
 * the working copy is. A planned publication that has come due is carried out first, so the
 * first read after its time already shows it, whether or not a timer ran.
 */
export async function listPublishedSections(db: Db, owner: SectionOwner & Owner): Promise<SectionData[]> {
  await publishIfDue(db, owner);
  const rows = await db.select({ data: publishedContainers.data }).from(publishedContainers)
    .where(and(eq(publishedContainers.content_type, owner.content_type), eq(publishedContainers.object_id, owner.object_id), eq(publishedContainers.lang, owner.lang)))
    .orderBy(asc(publishedContainers.position), asc(publishedContainers.id));
  return rows.flatMap((row) => readSection(row.data) ?? []);
}
