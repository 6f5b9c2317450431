import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { UserRole } from "../../../../schemas/entities/user";
import { timestamps } from "./columns";

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 254 }).notNull(),
  username: varchar("username", { length: 150 }).notNull(),
  first_name: varchar("first_name", { length: 150 }).notNull().default(""),
  last_name: varchar("last_name", { length: 150 }).notNull().default(""),
  /** scrypt or argon2id in PHC string format; never selected into an API response. */
  password_hash: text("password_hash").notNull(),
  is_staff: boolean("is_staff").notNull().default(false),
  /** editor: edits content; admin: also manages accounts and site settings. */
  role: varchar("role", { length: 16 }).$type<UserRole>().notNull().default("editor"),
  is_active: boolean("is_active").notNull().default(true),
  last_login: timestamp("last_login", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  // Logins match e-mail and username case-insensitively, so uniqueness must too.
  uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
  uniqueIndex("users_username_uq").on(sql`lower(${t.username})`),
]);

/** Server-side sessions; the `sessionid` cookie holds a token whose SHA-256 is the id. */
export const sessions = pgTable("sessions", {
  id: varchar("id", { length: 64 }).primaryKey(),
  user_id: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expires_idx").on(t.expires_at)]);

/**
 * Login attempts per account and per client address, counted in the database so the limit
 * holds across restarts and several server processes (src/server/auth/rate-limit.ts).
 */
export const loginThrottles = pgTable("login_throttles", {
  /** "account:<lowercased login name>" or "ip:<address>". */
  key: varchar("key", { length: 320 }).primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blocked_until: timestamp("blocked_until", { withTimezone: true }),
}, (t) => [index("login_throttles_window_idx").on(t.window_started_at)]);
