import "server-only";
import { cookies } from "next/headers";
import type { EditorUser } from "@schemas/entities/user";
import { adminMenuEntry } from "../server/auth/admin-menus";
import { getDb } from "../server/db/client";
import { SESSION_COOKIE } from "@schemas/api/auth";
import { asEditor } from "@schemas/entities/user";
import { hadSessionCookie, resolveSession } from "../server/auth/session";

export type DashboardAccess =
  | { kind: "login"; expired: boolean }
  | { kind: "forbidden"; user: EditorUser }
  | { kind: "password"; user: EditorUser }
  | { kind: "unknown"; user: EditorUser }
  | { kind: "ok"; user: EditorUser };

/**
 * Who may see a dashboard page: every page checks for itself (a layout is not re-rendered on
 * every navigation, so it cannot be the only guard). No session: the login modal, which says
 * the session ended only when a session cookie shows there was one. An account that still
 * has its one-time password: the form to choose a new one, on every page. An
 * admin-only entry (redirects, users, settings) for an editor: the 403 page.
 */
export async function dashboardAccess(key?: string): Promise<DashboardAccess> {
  const store = await cookies();
  const session = await resolveSession((await getDb()).db, store.get(SESSION_COOKIE)?.value);
  const user = session ? asEditor(session.user) : null;
  if (!session || !user) return { kind: "login", expired: hadSessionCookie({ cookies: store }) };
  if (session.mustChangePassword) return { kind: "password", user };
  if (key === undefined) return { kind: "ok", user };
  const entry = adminMenuEntry(key);
  if (!entry) return { kind: "unknown", user };
  if (entry.admin && user.role !== "admin") return { kind: "forbidden", user };
  return { kind: "ok", user };
}
