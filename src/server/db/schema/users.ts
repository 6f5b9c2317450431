import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { AccountRole } from "@schemas/entities/user";
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
  /**
   * editor: edits content; admin: also manages accounts and site settings; visitor: a
   * registered visitor (profile, settings), who never reaches the editor or the dashboard.
   */
  role: varchar("role", { length: 16 }).$type<AccountRole>().notNull().default("editor"),
  is_active: boolean("is_active").notNull().default(true),
  /** Set for an account an admin made with a one-time password: it must choose its own first. */
  must_change_password: boolean("must_change_password").notNull().default(false),
  last_login: timestamp("last_login", { withTimezone: true }),
  /** When a visitor confirmed the address; a visitor logs in only after that. */
  email_confirmed_at: timestamp("email_confirmed_at", { withTimezone: true }),
  /** The language of the mails the site sends to this account. */
  preferred_language: varchar("preferred_language", { length: 2 }).notNull().default("de"),
  /** When the newsletter consent was given; null without consent (a withdrawal clears it). */
  newsletter_consent_at: timestamp("newsletter_consent_at", { withTimezone: true }),
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
 * holds across restarts and several server processes (src/server/auth/rate-limit.ts); the
 * same for form submissions, uploads and error reports per address (src/server/http/shared-window.ts).
 */
export const loginThrottles = pgTable("login_throttles", {
  /** "pair:<address>|<login name>", "ip:<address>", or "form-entry:" / "form-upload:" / "error-report:" / "error-url:<address>". */
  key: varchar("key", { length: 320 }).primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blocked_until: timestamp("blocked_until", { withTimezone: true }),
}, (t) => [index("login_throttles_window_idx").on(t.window_started_at)]);

/**
 * One-time links mailed to an account: confirming the address after registration or an
 * e-mail change, and resetting a forgotten password. Only the SHA-256 of the token is kept,
 * so a database leak opens no account; a token is deleted when used.
 */
export const accountTokens = pgTable("account_tokens", {
  id: varchar("id", { length: 64 }).primaryKey(),
  user_id: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  purpose: varchar("purpose", { length: 16 }).$type<"confirm" | "email" | "reset">().notNull(),
  /** The address an e-mail change confirms; it replaces the account's when the link is used. */
  new_email: varchar("new_email", { length: 254 }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("account_tokens_user_idx").on(t.user_id, t.purpose), index("account_tokens_expires_idx").on(t.expires_at)]);
