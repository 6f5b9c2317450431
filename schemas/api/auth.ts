import { z } from "zod";
import { USER_ROLES } from "../entities/user";

export { loginSchema, type LoginInput } from "../entities/user";

/**
 * Cookies of an editor's session (000 §6, Django's names). `sessionid` is HttpOnly, so the
 * browser's code cannot read it; `has_session` is its readable twin (no secret in it) that
 * tells the client whether to run the login check at all ("only if the cookie exists").
 */
export const SESSION_COOKIE = "sessionid";
export const SESSION_MARKER_COOKIE = "has_session";
/**
 * The marker's value for a visitor's session. The proxy answers the editor's pages with 403
 * for it without a database read: trusting it can only lock its holder out, never let anyone
 * in (the pages and calls check the session itself).
 */
export const VISITOR_MARKER = "visitor";
/** Sessions slide: a session ends 14 days after its last use (extended at most once an hour). */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** One entry of the editor header's admin menu. */
export const adminMenuSchema = z.object({
  key: z.string(),
  label: z.string(),
  url: z.string(),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** GET {lang}/pageeditor-api/user and POST {lang}/pageeditor-api/login: the login state (000 §3). */
export const loginStateSchema = z.object({
  logged: z.literal(true),
  id: z.number().int().positive(),
  email: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  admin_menus: z.array(adminMenuSchema),
  showModalRedirect: z.literal(false),
});
export type LoginState = z.infer<typeof loginStateSchema>;

/**
 * The 401 of every editor call. `showModalRedirect` is true when the caller had a session that
 * is gone (expired, logged out elsewhere): the editor then opens the login modal and continues
 * after logging in. A visitor who never logged in gets false.
 */
export const unauthorizedSchema = z.object({
  detail: z.string(),
  logged: z.literal(false),
  showModalRedirect: z.boolean(),
});
export type Unauthorized = z.infer<typeof unauthorizedSchema>;

/** 429 on too many login attempts; `retry_after` repeats the Retry-After header (seconds). */
export const tooManyAttemptsSchema = z.object({ detail: z.string(), retry_after: z.number().int().positive() });
