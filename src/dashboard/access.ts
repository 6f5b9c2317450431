import "server-only";
import { cookies } from "next/headers";
import type { EditorUser } from "../../schemas/entities/user";
import { adminMenuEntry } from "../server/auth/admin-menus";
import { sessionUser } from "../server/auth/session";

export type DashboardAccess =
  | { kind: "login" }
  | { kind: "forbidden"; user: EditorUser }
  | { kind: "unknown"; user: EditorUser }
  | { kind: "ok"; user: EditorUser };

/**
 * Who may see a dashboard page: every page checks for itself (a layout is not re-rendered on
 * every navigation, so it cannot be the only guard). No session: the login modal. An
 * admin-only entry (redirects, users, settings) for an editor: the 403 page.
 */
export async function dashboardAccess(key?: string): Promise<DashboardAccess> {
  const user = await sessionUser({ cookies: await cookies() });
  if (!user) return { kind: "login" };
  if (key === undefined) return { kind: "ok", user };
  const entry = adminMenuEntry(key);
  if (!entry) return { kind: "unknown", user };
  if (entry.admin && user.role !== "admin") return { kind: "forbidden", user };
  return { kind: "ok", user };
}
