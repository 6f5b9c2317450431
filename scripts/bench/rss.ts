// Resident memory of a server, read from /proc (Linux only): the process itself and the
// processes it started, so a figure can name what the server holds.
import { readdirSync, readFileSync } from "node:fs";

/** What the server at the top of a process tree holds in memory. */
export interface ServerMemory {
  /** The server's own node process, MB. */
  server: number;
  /** It and every process below it (helpers such as tsx's esbuild service), MB. */
  tree: number;
}

/** VmRSS of one process in MB, 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The parent of each running process, from /proc/<pid>/stat (the field after the name). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // Exited while being read.
    }
  }
  return parentOf;
}

/** The memory of process `pid` and its descendants; null where there is no /proc. */
export function serverMemory(pid: number): ServerMemory | null {
  if (process.platform !== "linux") return null;
  const parentOf = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return { server: rssMb(pid), tree: [...tree].reduce((sum, each) => sum + rssMb(each), 0) };
}
