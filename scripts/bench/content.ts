// Request rates and latencies of CMS pages and the content API on a production build, at
// seed scale 1 and at scale N, to show that cost stays flat as the data grows; and the
// server's resident memory once warm and after the load, against its target.
import { formatResult, load } from "./load";
import { serverMemory } from "./rss";
import { startBenchServer } from "./server";

const TARGETS = [
  ["CMS home page (cached HTML)", "/de"],
  ["deep CMS page (cached HTML)", "/de/besuch/anfahrt/parken"],
  ["page API", "/de/pageeditor-api/page/besuch"],
  ["navigation API", "/de/pageeditor-api/nav"],
  ["settings API", "/pageeditor-api/settings"],
] as const;

/** The server process settles under this on the demo content (embedded database included). */
const RSS_TARGET_MB = 300;

function formatMemory(when: string, pid: number): string {
  const memory = serverMemory(pid);
  if (!memory) return `server RSS ${when}: not measured (needs Linux /proc)`;
  return `server RSS ${when}`.padEnd(44) + ` ${memory.server.toFixed(0).padStart(7)} MB (target < ${RSS_TARGET_MB} MB; with its child processes ${memory.tree.toFixed(0)} MB)`;
}

export async function benchContent({ scale, seconds }: { scale: number; seconds: number }) {
  for (const [index, size] of [1, scale].entries()) {
    const server = await startBenchServer(size, 3200 + index);
    try {
      console.log(`\nscale ${size}`);
      // Every target once warm (its page cached, its code loaded) before any is measured.
      for (const [, path] of TARGETS) await load(server.url + path, { seconds: 1, concurrency: 4 });
      console.log(formatMemory("after warm-up", server.pid));
      for (const [name, path] of TARGETS) console.log(formatResult(name, await load(server.url + path, { seconds })));
      console.log(formatMemory("after the load", server.pid));
    } finally {
      server.stop();
    }
  }
}
