import "server-only";
import { and, asc, eq, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { publications } from "../db/schema";
import { NotFoundError } from "../errors";
import { isContainerOwnerType } from "@schemas/api/editor";
import { lockOwner } from "./owners";
import { publishInTx, type Owner } from "./publish";

/**
 * Planned publications: a time stored on the owner's `publications` row. No cron job: the
 * first visitor read of the owner at or after that time publishes it (publishIfDue), and
 * each server process keeps a timer armed for the next plan (publish-timer.ts), so cached
 * pages change on time even when nobody asks. Both race safely: the plan's row is claimed
 * with a conditional, locking read, so however many instances and requests find it due at
 * once, exactly one publishes.
 */

const ownerIs = (owner: Owner) => and(eq(publications.content_type, owner.content_type), eq(publications.object_id, owner.object_id));
const due = lte(publications.publish_at, sql`now()`);

/** Plan the owner's publication (replacing an earlier plan); who planned it is who publishes. */
export async function schedulePublish(db: Db, owner: Owner, publishAt: Date, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner.content_type, owner.object_id);
    const plan = { publish_at: publishAt, scheduled_by: userId };
    await tx.insert(publications).values({ ...owner, ...plan })
      .onConflictDoUpdate({ target: [publications.content_type, publications.object_id], set: plan });
  });
}

/** Drop the owner's plan; false when there was none. */
export async function cancelSchedule(db: Db, owner: Owner): Promise<boolean> {
  const cancelled = await db.update(publications).set({ publish_at: null, scheduled_by: null })
    .where(and(ownerIs(owner), isNotNull(publications.publish_at))).returning({ object_id: publications.object_id });
  return cancelled.length > 0;
}

/**
 * Publish the owner when its plan is due; true when this call did. The owner is locked
 * first (as every publish does), then the plan's row is read again under lock: a second
 * caller waits, finds the plan gone and publishes nothing.
 */
export async function publishIfDue(db: Db, owner: Owner): Promise<boolean> {
  const [pending] = await db.select({ publish_at: publications.publish_at }).from(publications).where(and(ownerIs(owner), due));
  if (!pending) return false;
  return db.transaction(async (tx) => {
    // A page in the trash is published too: nobody sees it, and its plan is done with.
    await lockOwner(tx, owner.content_type, owner.object_id, { trashed: true });
    const [claimed] = await tx.select().from(publications).where(and(ownerIs(owner), due)).for("update");
    if (!claimed) return false;
    await publishInTx(tx, owner, claimed.scheduled_by);
    return true;
  });
}

/** Carry out every due plan; answers the owners this call published. */
export async function publishAllDue(db: Db): Promise<Owner[]> {
  const rows = await db.select({ content_type: publications.content_type, object_id: publications.object_id })
    .from(publications).where(due).orderBy(asc(publications.publish_at));
  const published: Owner[] = [];
  for (const row of rows) {
    if (!isContainerOwnerType(row.content_type)) continue;
    const owner = { content_type: row.content_type, object_id: row.object_id };
    try {
      if (await publishIfDue(db, owner)) published.push(owner);
    } catch (error) {
      // The owner itself was deleted: its plan goes with it rather than failing every run.
      if (!(error instanceof NotFoundError)) throw error;
      await db.delete(publications).where(ownerIs(owner));
    }
  }
  return published;
}

/** When the next plan is due, if any. */
export async function nextScheduled(db: Db): Promise<Date | null> {
  const [row] = await db.select({ next: min(publications.publish_at) }).from(publications);
  return row?.next ?? null;
}
