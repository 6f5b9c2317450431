import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { NextRequest, NextResponse } from "next/server";
import {
  formatSectionVersions, parseSectionVersions, SECTION_VERSIONS_HEADER, type SectionVersions,
} from "@schemas/api/editor-concurrency";
import type { Db, Tx } from "../db/open";
import { containers, retiredSectionVersions, users } from "../db/schema";
import { ConflictError } from "../errors";
import { containerAnswer, type ContainerRow } from "./container-answer";

/**
 * Optimistic concurrency for the editor's section writes: `expected` holds the versions the
 * editor last saw (from the request header), `written` collects the versions a write leaves,
 * which the route answers in the same header so the editor's next write carries them.
 */
export interface VersionGuard {
  expected: SectionVersions;
  written: SectionVersions;
}

export const versionGuard = (request: NextRequest): VersionGuard => ({
  expected: parseSectionVersions(request.headers.get(SECTION_VERSIONS_HEADER)),
  written: {},
});

export function withVersions<R extends NextResponse>(response: R, guard: VersionGuard): R {
  if (Object.keys(guard.written).length) response.headers.set(SECTION_VERSIONS_HEADER, formatSectionVersions(guard.written));
  return response;
}

/** An answer that hands the editor sections it did not write (a lookup, a copy) names their versions too. */
export const withVersionsOf = <R extends NextResponse>(response: R, rows: readonly Pick<ContainerRow, "slug" | "version">[]): R =>
  withVersions(response, { expected: {}, written: Object.fromEntries(rows.map((row) => [row.slug, row.version])) });

/** The name an editor is shown as: first and last name, else the login name. */
export async function editorName(db: Db | Tx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db.select({ first: users.first_name, last: users.last_name, username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return [user.first, user.last].filter(Boolean).join(" ") || user.username;
}

/**
 * Refuse a write on a section the editor saw in an older version (or that was deleted since)
 * with the section as it is now. Sections the editor sent no version for are not checked.
 */
export async function assertCurrent(tx: Db | Tx, slug: string, row: ContainerRow | undefined, guard: VersionGuard | undefined): Promise<void> {
  const expected = guard?.expected[slug];
  if (expected === undefined || row?.version === expected) return;
  throw await sectionConflict(tx, slug, row);
}

/** The 409 for a section as it is now (undefined once deleted), naming who wrote it last. */
export async function sectionConflict(tx: Db | Tx, slug: string, row: ContainerRow | undefined): Promise<ConflictError> {
  return new ConflictError({
    slug,
    section: row ? containerAnswer(row) : null,
    version: row?.version ?? null,
    changed_by: row ? await editorName(tx, row.updated_by) : null,
  });
}

/** The versions of an owner's sections in one language, for the editor to start from. */
export async function sectionVersions(db: Db, owner: { content_type: string; object_id: number; lang: string }): Promise<SectionVersions> {
  const rows = await db.select({ slug: containers.slug, version: containers.version }).from(containers)
    .where(and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id), eq(containers.lang, owner.lang)));
  return Object.fromEntries(rows.map((row) => [row.slug, row.version]));
}

/**
 * The next version of each given section when it is written anew (a restored version, a
 * replaced set, a section created again by an undo): a slug that existed, now or before a
 * delete, counts on from its last version, so an editor holding the old one is refused
 * rather than matching a restarted count.
 */
export async function nextVersions(tx: Tx, slugs: readonly string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const [live, retired] = await Promise.all([
    tx.select({ slug: containers.slug, version: containers.version }).from(containers).where(inArray(containers.slug, [...slugs])),
    tx.select().from(retiredSectionVersions).where(inArray(retiredSectionVersions.slug, [...slugs])),
  ]);
  const last = new Map<string, number>();
  for (const row of [...retired, ...live]) last.set(row.slug, Math.max(last.get(row.slug) ?? 0, row.version));
  return new Map(slugs.map((slug) => [slug, (last.get(slug) ?? 0) + 1]));
}
