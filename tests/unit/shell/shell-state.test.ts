import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { settings } from "@/server/db/schema";
import {
  getShellState, invalidateShellState, loadShellState, SHELL_STATE_RETRY_MS, SHELL_STATE_TTL_MS, type ShellState,
} from "@/server/site/shell-state";
import { createRedirect, deleteRedirect } from "@/server/site/redirects";

const state = (isSiteOnline: boolean): ShellState => ({ ok: true, isSiteOnline, siteName: { de: "M", en: "M" }, staticErrorPages: [], redirects: new Map() });

describe("getShellState (process cache)", () => {
  afterEach(() => invalidateShellState());

  it("reads once per TTL and again after it", async () => {
    const load = vi.fn(async () => state(true));
    await getShellState(load, 1_000);
    await getShellState(load, 1_000 + SHELL_STATE_TTL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await getShellState(load, 1_000 + SHELL_STATE_TTL_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one pending read between concurrent callers", async () => {
    const load = vi.fn(() => new Promise<ShellState>((resolve) => setTimeout(() => resolve(state(true)), 10)));
    const results = await Promise.all([getShellState(load, 0), getShellState(load, 0), getShellState(load, 0)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it("reads again at once after invalidation", async () => {
    const load = vi.fn(async () => state(true)).mockResolvedValueOnce(state(true)).mockResolvedValueOnce(state(false));
    expect(await getShellState(load, 0)).toMatchObject({ isSiteOnline: true });
    invalidateShellState();
    expect(await getShellState(load, 1)).toMatchObject({ isSiteOnline: false });
  });

  it("turns a failed read into 'unavailable' and retries it sooner than the TTL", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn(async (): Promise<ShellState> => { throw new Error("database down"); });
    expect(await getShellState(load, 0)).toEqual({ ok: false });
    expect(await getShellState(load, SHELL_STATE_RETRY_MS - 1)).toEqual({ ok: false });
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValueOnce(state(true));
    expect(await getShellState(load, SHELL_STATE_RETRY_MS)).toMatchObject({ ok: true });
  });
});

describe.each(testDatabases())("shell state from the database on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    invalidateShellState();
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("loads the online flag, the site name and the redirect list", async () => {
    await database.db.insert(settings).values({ id: 1, is_site_online: false, site_name: { de: "Haus", en: "House" } }).onConflictDoNothing();
    const loaded = await loadShellState();
    expect(loaded).toMatchObject({ ok: true, isSiteOnline: false, siteName: { de: "Haus", en: "House" } });
    await database.db.update(settings).set({ is_site_online: true }).where(eq(settings.id, 1));
  });

  it("sees a new redirect at once, because the service clears the cache", async () => {
    const before = await getShellState();
    expect(before.ok && before.redirects.has("/de/alt")).toBe(false);
    const { id } = await createRedirect(database.db, { old_path: "/de/alt", new_path: "/de/neu" });
    const after = await getShellState();
    expect(after.ok && after.redirects.get("/de/alt")).toBe("/de/neu");
    await deleteRedirect(database.db, id);
    const removed = await getShellState();
    expect(removed.ok && removed.redirects.has("/de/alt")).toBe(false);
  });

  it("refuses a redirect that breaks the schema", async () => {
    await expect(createRedirect(database.db, { old_path: "kein-pfad", new_path: "/de" })).rejects.toThrow("Validation failed");
  });
});
