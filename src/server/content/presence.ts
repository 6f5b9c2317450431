import "server-only";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { PresenceOwner } from "@schemas/api/editor-concurrency";
import type { Db } from "../db/open";
import { editorPresence, users } from "../db/schema";

/** The editor writes its row every 20 s; a row older than a minute is a closed editor. */
export const PRESENCE_TTL_MS = 60_000;

const ownerIs = (owner: PresenceOwner) => and(eq(editorPresence.content_type, owner.content_type), eq(editorPresence.object_id, owner.object_id));

/**
 * One editor's heartbeat: its session has the owner open now. Answers the other sessions
 * that have it open, by name (one entry per browser, so the same person twice shows twice).
 * Rows past the limit are swept here, which keeps the table as small as the open editors.
 */
export async function heartbeat(db: Db, sessionId: string, userId: number, owner: PresenceOwner, now = new Date()) {
  const since = new Date(now.getTime() - PRESENCE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(editorPresence).where(lt(editorPresence.seen_at, since));
    await tx.insert(editorPresence).values({ session_id: sessionId, user_id: userId, ...owner, seen_at: now })
      .onConflictDoUpdate({ target: [editorPresence.session_id, editorPresence.content_type, editorPresence.object_id], set: { seen_at: now, user_id: userId } });
  });
  return othersPresent(db, sessionId, owner, now);
}

export async function othersPresent(db: Db, sessionId: string, owner: PresenceOwner, now = new Date()) {
  const since = new Date(now.getTime() - PRESENCE_TTL_MS);
  const rows = await db
    .select({ first: users.first_name, last: users.last_name, username: users.username })
    .from(editorPresence)
    .innerJoin(users, eq(users.id, editorPresence.user_id))
    .where(and(ownerIs(owner), ne(editorPresence.session_id, sessionId), gt(editorPresence.seen_at, since)))
    .orderBy(editorPresence.seen_at);
  return rows.map((row) => ({ name: [row.first, row.last].filter(Boolean).join(" ") || row.username }));
}

/** The editor was closed: its row goes at once rather than after a minute. */
export async function leave(db: Db, sessionId: string, owner: PresenceOwner): Promise<void> {
  await db.delete(editorPresence).where(and(ownerIs(owner), eq(editorPresence.session_id, sessionId)));
}
