import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { createRedirectSchema, updateRedirectSchema, type CreateRedirectInput } from "@schemas/entities/redirect";
import { isLocale } from "@schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { pages, pageTranslations, redirects } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { notTrashed } from "../content/pages";
import { forgetEverywhere } from "./process-caches";

export interface RedirectEntry { old_path: string; new_path: string }
export interface RedirectRow extends RedirectEntry { id: number }

/** GET {lang}/pageeditor-api/redirect (000 §7): every entry, oldest first. */
export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  return db.select({ old_path: redirects.old_path, new_path: redirects.new_path }).from(redirects).orderBy(asc(redirects.id));
}

export async function getRedirect(db: Db, id: number): Promise<RedirectRow> {
  const [row] = await db.select({ id: redirects.id, old_path: redirects.old_path, new_path: redirects.new_path }).from(redirects).where(eq(redirects.id, id));
  if (!row) throw new NotFoundError(`redirect ${id} not found`);
  return row;
}

/** A change to the list reaches the proxy at once: its process cache is cleared, on every instance, and the kept page answers after it (a cached URL may now redirect). */
export function redirectsChanged() {
  revalidate(TAGS.redirects);
  forgetEverywhere("shell-state", "page-answers");
}

// The proxy matches with and without a trailing slash (proxy-rules.ts findRedirect); so does the check.
const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Whether a live (not trashed) page answers at this site path ("/de/besuch", "/en"). */
async function isLivePagePath(tx: Tx, path: string): Promise<boolean> {
  const match = /^\/([a-z]{2})(?:\/(.*))?$/.exec(bare(path));
  if (!match?.[1] || !isLocale(match[1])) return false;
  let pagePath = match[2] ?? "";
  try {
    pagePath = decodeURIComponent(pagePath);
  } catch {
    return false;
  }
  const [row] = await tx.select({ id: pages.id }).from(pageTranslations).innerJoin(pages, eq(pages.id, pageTranslations.page_id))
    .where(and(eq(pageTranslations.lang, match[1]), eq(pageTranslations.path, pagePath), notTrashed)).limit(1);
  return Boolean(row);
}

/**
 * What the list must keep: one entry per old path, no entry that hides a live page (its
 * visitors would never reach it), and no chain of entries that comes back to where it began
 * (a browser would bounce until it gives up). Refused per field, as a 400.
 */
async function assertRedirect(tx: Tx, id: number | null, entry: RedirectEntry): Promise<void> {
  const from = bare(entry.old_path);
  if (bare(entry.new_path) === from) throw ValidationError.field(["new_path"], "redirect_loop");
  const others = await tx.select({ old_path: redirects.old_path, new_path: redirects.new_path }).from(redirects)
    .where(id === null ? undefined : ne(redirects.id, id));
  const next = new Map(others.map((row) => [bare(row.old_path), row.new_path]));
  if (next.has(from)) throw ValidationError.field(["old_path"], "already_exists");
  if (await isLivePagePath(tx, entry.old_path)) throw ValidationError.field(["old_path"], "live_page_path");
  const seen = new Set([from]);
  for (let hop = next.get(bare(entry.new_path)) === undefined ? null : bare(entry.new_path); hop !== null;) {
    const target = next.get(hop);
    if (target === undefined) break;
    const step = bare(target);
    if (seen.has(step)) throw ValidationError.field(["new_path"], "redirect_loop");
    seen.add(hop);
    hop = step;
  }
}

export async function createRedirect(db: Db, input: CreateRedirectInput): Promise<RedirectRow> {
  const parsed = createRedirectSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const row = await db.transaction(async (tx) => {
    await assertRedirect(tx, null, parsed.data);
    const [inserted] = await tx.insert(redirects).values(parsed.data).returning({ id: redirects.id, old_path: redirects.old_path, new_path: redirects.new_path });
    return inserted!;
  });
  redirectsChanged();
  return row;
}

/** Change the fields given; the entry as a whole must still hold. */
export async function updateRedirect(db: Db, id: number, input: unknown): Promise<RedirectRow> {
  const parsed = updateRedirectSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(redirects).where(eq(redirects.id, id)).for("update");
    if (!current) throw new NotFoundError(`redirect ${id} not found`);
    const entry = { old_path: parsed.data.old_path ?? current.old_path, new_path: parsed.data.new_path ?? current.new_path };
    await assertRedirect(tx, id, entry);
    const [updated] = await tx.update(redirects).set({ ...entry, updated_at: new Date() }).where(eq(redirects.id, id))
      .returning({ id: redirects.id, old_path: redirects.old_path, new_path: redirects.new_path });
    return updated!;
  });
  redirectsChanged();
  return row;
}

export async function deleteRedirect(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  redirectsChanged();
  return deleted.length > 0;
}
