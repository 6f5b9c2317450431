import "server-only";
import { asc, eq } from "drizzle-orm";
import { createRedirectSchema, type CreateRedirectInput } from "../../../schemas/entities/redirect";
import type { Db } from "../db/open";
import { redirects } from "../db/schema";
import { ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { invalidateShellState } from "./shell-state";

export interface RedirectEntry { old_path: string; new_path: string }

/** GET {lang}/pageeditor-api/redirect (000 §7): every entry, oldest first. */
export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  return db.select({ old_path: redirects.old_path, new_path: redirects.new_path }).from(redirects).orderBy(asc(redirects.id));
}

/** A change to the list reaches the proxy at once: its process cache is cleared. */
function changed() {
  revalidate(TAGS.redirects);
  invalidateShellState();
}

export async function createRedirect(db: Db, input: CreateRedirectInput): Promise<number> {
  const parsed = createRedirectSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const [row] = await db.insert(redirects).values(parsed.data).returning({ id: redirects.id });
  changed();
  return row!.id;
}

export async function deleteRedirect(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  changed();
  return deleted.length > 0;
}
