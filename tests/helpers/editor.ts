import { NextRequest } from "next/server";
import type { Database } from "@/server/db/open";
import { createUser } from "@/server/auth/accounts";
import { createSession } from "@/server/auth/session";
import type { UserRole } from "@schemas/entities/user";

/** A CSRF token of the right shape; the double-submit check only compares cookie and header. */
export const CSRF = "t".repeat(43);

let counter = 0;

/** A staff account with an open session: what a logged-in editor's browser holds. */
export async function editorSession(database: Database, options: { role?: UserRole; password?: string } = {}) {
  const name = `editor${++counter}_${Date.now()}`;
  const user = await createUser(database.db, {
    email: `${name}@museum.test`,
    username: name,
    password: options.password ?? "a long enough password",
    is_staff: true,
    is_active: true,
    role: options.role ?? "editor",
  });
  const { token } = await createSession(database.db, user.id);
  return { user, token, cookies: { sessionid: token, csrftoken: CSRF } };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Cookies to send; an editor's come from editorSession(). */
  cookies?: Record<string, string>;
  /** The X-CSRFToken header; left out when undefined. */
  csrf?: string;
  headers?: Record<string, string>;
}

/** A request as the browser sends it: JSON body, cookies, the CSRF header. */
export function editorRequest(url: string, options: CallOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  if (options.cookies) headers.set("cookie", Object.entries(options.cookies).map(([name, value]) => `${name}=${value}`).join("; "));
  if (options.csrf !== undefined) headers.set("x-csrftoken", options.csrf);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  return new NextRequest(new URL(url, "http://localhost"), { method: options.method ?? "GET", headers, body });
}

type RouteHandler = (request: NextRequest, segment: { params: Promise<never> }) => Promise<Response>;

/** Call a route handler with its path parameters, as Next.js does. */
export function callRoute(handler: unknown, url: string, params: Record<string, unknown>, options: CallOptions = {}): Promise<Response> {
  return (handler as RouteHandler)(editorRequest(url, options), { params: Promise.resolve(params as never) });
}

/** The options of a logged-in editor's unsafe call. */
export const asEditor = (session: { cookies: Record<string, string> }, body?: unknown, method = "POST"): CallOptions => ({
  method,
  body,
  cookies: session.cookies,
  csrf: CSRF,
});
