// Two data folders served one after the other by the same production build (as `npm start`
// and the browser tests' server do): the pages one server cached must never be what a server
// on the other database answers. Needs a build (`npm test` makes one before the unit tests).
import { afterAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/open";
import { migrate } from "@/server/db/migrate";
import { seed } from "../../../scripts/seed/index";
import { hasBuild, startServer } from "../../../scripts/launch";

const root = mkdtempSync(path.join(tmpdir(), "museum-page-cache-"));
const servers: ChildProcess[] = [];
const MARK = "Datenordner B";

/** Run `task` with DATA_DIR pointing at `dataDir`, as a script would. */
async function inDataDir<T>(dataDir: string, task: () => Promise<T>): Promise<T> {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    return await task();
  } finally {
    process.env.DATA_DIR = previous;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The site's server (scripts/server.ts) on `dataDir`; resolves once /de answers. */
async function serve(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = startServer({ ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(port), HOSTNAME: "127.0.0.1" }, { stdio: "ignore" });
  servers.push(server);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120 && server.exitCode === null; attempt++) {
    if ((await fetch(`${url}/de`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  return { url, stop };
}

const homePage = async (url: string) => (await fetch(`${url}/de`)).text();

afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!hasBuild())("the page cache of a production build", () => {
  it("keeps each data folder's pages: a server on database A never answers what one on database B cached", async () => {
    const a = path.join(root, "a");
    const b = path.join(root, "b");
    await inDataDir(a, async () => {
      const database = await openDatabase(undefined);
      await migrate(database);
      await seed(database, { scale: 1, images: false });
      await database.close();
    });
    // B is A with every German page renamed: the same URLs, other content.
    cpSync(a, b, { recursive: true });
    await inDataDir(b, async () => {
      const database = await openDatabase(undefined);
      await database.db.execute(sql`update page_translations set title = ${MARK}, meta_title = ${MARK} where lang = 'de'`);
      await database.close();
    });

    const onB = await serve(b);
    expect((await homePage(onB.url)).includes(MARK), "B answers its own home page").toBe(true);
    await onB.stop();

    const onA = await serve(a);
    const home = await homePage(onA.url);
    await onA.stop();
    // Checked as booleans: a failure need not print the whole page.
    expect(/<title>[^<]+<\/title>/.test(home), "A answers its home page").toBe(true);
    expect(home.includes(MARK), "A answers the page B cached").toBe(false);

    // Each server kept its rendered pages in its own data folder.
    for (const dataDir of [a, b]) {
      const cached = readdirSync(path.join(dataDir, "page-cache"), { recursive: true, encoding: "utf8" });
      expect(cached.some((file) => path.basename(file) === "de.html")).toBe(true);
    }
  }, 180_000);
});
