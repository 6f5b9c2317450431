import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Locale } from "@schemas/rules/localized";
import type { Tx } from "../db/open";
import { redirects } from "../db/schema";
import { pageUrl } from "./pages";

/** A page's path per language before and after a write. */
export type PagePaths = Partial<Record<Locale, string>>;

/**
 * A live page's address must reach the page: redirect entries from these URLs are removed.
 * Renaming a page back, or creating a page where an old one used to be, takes its address back.
 */
export async function dropRedirectsFrom(tx: Tx, urls: string[]): Promise<void> {
  if (urls.length) await tx.delete(redirects).where(inArray(redirects.old_path, urls));
}

/**
 * After a published page moved (its path changed in a language), visitors and search engines
 * still know the old address: a 301 entry leads from it to the new one. Entries that pointed
 * at the old address now point at the new one, so a page moved twice costs one hop, not two.
 */
export async function redirectMovedPaths(tx: Tx, before: PagePaths, after: PagePaths): Promise<boolean> {
  const moves = (Object.keys(after) as Locale[]).flatMap((lang) => {
    const from = before[lang];
    const to = after[lang];
    return from !== undefined && to !== undefined && from !== to ? [{ from: pageUrl(lang, from), to: pageUrl(lang, to) }] : [];
  });
  if (!moves.length) return false;
  await dropRedirectsFrom(tx, moves.map((move) => move.to));
  const now = new Date();
  for (const { from, to } of moves) {
    await tx.update(redirects).set({ new_path: to, updated_at: now }).where(and(eq(redirects.new_path, from), ne(redirects.old_path, to)));
    await tx.insert(redirects).values({ old_path: from, new_path: to })
      .onConflictDoUpdate({ target: redirects.old_path, set: { new_path: to, updated_at: now } });
  }
  return true;
}
