import "server-only";
import type { Localized } from "@schemas/rules/localized";
import { getDb } from "../db/client";
import { readSettings } from "./settings";
import { listRedirects } from "./redirects";
import { reportFailure } from "../observability/report";

/** What the proxy needs on every navigation (000 §6, §8), kept in the process. */
export type ShellState =
  | { ok: true; isSiteOnline: boolean; siteName: Localized<string>; staticErrorPages: number[]; redirects: Map<string, string> }
  /** The settings could not be read: the site answers 503 until they can. */
  | { ok: false };

/** How long a read serves before the next navigation reads again; writes clear it at once. */
export const SHELL_STATE_TTL_MS = 15_000;
/** A failed read is retried sooner, so a database that comes back is noticed quickly. */
export const SHELL_STATE_RETRY_MS = 2_000;

interface Slot { state?: ShellState; expires: number; pending?: Promise<ShellState> }

declare global {
  // The proxy and the route handlers run in one Node.js process but are bundled apart, so
  // the cache lives on globalThis: a write in a route handler clears what the proxy reads.
  var __museumShellState: Slot | undefined;
}

const slot = (): Slot => (globalThis.__museumShellState ??= { expires: 0 });

export async function loadShellState(): Promise<ShellState> {
  const { db } = await getDb();
  const [settings, entries] = await Promise.all([readSettings(db), listRedirects(db)]);
  return {
    ok: true,
    isSiteOnline: settings.is_site_online,
    siteName: settings.site_name,
    staticErrorPages: settings.static_error_pages,
    redirects: new Map(entries.map((entry) => [entry.old_path, entry.new_path])),
  };
}

/**
 * The settings flag and the redirect list from the process cache: one database read per
 * TTL, not per request; concurrent callers share one pending read.
 */
export async function getShellState(load: () => Promise<ShellState> = loadShellState, now: number = Date.now()): Promise<ShellState> {
  const current = slot();
  if (current.state && now < current.expires) return current.state;
  current.pending ??= load()
    .catch((error: unknown) => {
      reportFailure("settings_error", { message: "Reading the site settings failed", error });
      return { ok: false } as const;
    })
    .then((state) => {
      const latest = slot();
      // A write during the read invalidated it: answer this caller, but do not keep it.
      if (latest === current) {
        latest.state = state;
        latest.expires = now + (state.ok ? SHELL_STATE_TTL_MS : SHELL_STATE_RETRY_MS);
        latest.pending = undefined;
      }
      return state;
    });
  return current.pending;
}

/** Forget the cached state; the services that change settings or redirects call this. */
export function invalidateShellState(): void {
  globalThis.__museumShellState = { expires: 0 };
}
