import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { sessions, users } from "./users";

/**
 * Who has an owner's sections open in the editor: each editor session writes its row again
 * every 20 seconds while the editor is open; rows older than a minute no longer count. Kept
 * per session, so one person in two browsers shows up as open twice.
 */
export const editorPresence = pgTable("editor_presence", {
  session_id: varchar("session_id", { length: 64 }).notNull().references(() => sessions.id, { onDelete: "cascade" }),
  user_id: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  content_type: varchar("content_type", { length: 64 }).notNull(),
  object_id: integer("object_id").notNull(),
  seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.session_id, t.content_type, t.object_id] }),
  index("editor_presence_owner_idx").on(t.content_type, t.object_id, t.seen_at),
]);
