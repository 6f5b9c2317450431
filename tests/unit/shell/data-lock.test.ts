import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCK_FILE } from "@/server/db/data-lock";

const SCRIPT = path.resolve(__dirname, "../../helpers/open-data-dir.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "museum-lock-"));
const started: ChildProcess[] = [];

// node with tsx's loader (not the tsx launcher), so the pid is the process holding the folder.
/** Start a process opening the data folder; resolves with its output once it holds the folder or has exited. */
function openInChild(): Promise<{ child: ChildProcess; out: string; code: number | null }> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["pipe", "pipe", "pipe"] });
  started.push(child);
  let out = "";
  return new Promise((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/open \d+/.test(out)) resolve({ child, out, code: null });
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => resolve({ child, out, code }));
  });
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one process per data folder", () => {
  it("refuses a second process naming the first, takes over a stale lock, and frees the folder on close", async () => {
    const first = await openInChild();
    expect(first.code).toBeNull();
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"));
    expect(lock.pid).toBe(first.child.pid);

    const second = await openInChild();
    expect(second.code).toBe(3);
    expect(second.out).toContain(`in use by process ${first.child.pid}`);

    // Killed hard, the first leaves its lock behind: the next process finds it stale.
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await openInChild();
    expect(third.code).toBeNull();
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).pid).toBe(third.child.pid);

    // A clean close gives the folder back.
    third.child.stdin!.end();
    await new Promise((resolve) => third.child.once("exit", resolve));
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
