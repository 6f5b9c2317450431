import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * One process per data folder. PGlite keeps the database in memory and writes it back to its
 * folder; two processes on one folder each write their own copy and lose the other's writes.
 * So whoever opens the embedded database first writes DATA_DIR/server.lock with its pid, and
 * a second process is refused with a message naming the first. A lock whose process is gone
 * (killed, crashed) is stale and taken over.
 */
export const LOCK_FILE = "server.lock";

interface Owner {
  pid: number;
  started_at: string;
  command: string;
}

export class DataDirInUseError extends Error {}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, started_at: String(owner.started_at), command: String(owner.command) } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Take the folder's lock or throw DataDirInUseError; answers the function that gives it back. */
export function acquireDataLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      const owner: Owner = { pid: process.pid, started_at: new Date().toISOString(), command: process.argv.slice(1).join(" ").slice(0, 300) };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      const release = () => {
        process.off("exit", release);
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner.pid)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by process ${owner.pid} (${owner.command || "unknown command"}, since ${owner.started_at}). ` +
            "Only one process may open it: stop that process first, or start this one with another DATA_DIR.",
        );
      }
      // Stale: its process is gone (or the file is unreadable half-written junk).
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
    }
  }
  throw new DataDirInUseError(`The data folder ${dataDir} is being locked by another process right now; try again.`);
}
