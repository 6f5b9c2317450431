// npm run bench -- cms-cache — a cached CMS page against the very same bytes served as a
// static file by the same server: how close the page cache comes to a plain file.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatResult, load } from "./load";
import { startBenchServer } from "./server";

export async function benchCmsCache({ seconds }: { seconds: number }) {
  // Public files are looked up per request, so one written before the server starts is served.
  const dir = path.join("public", "bench");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "home.html");
  writeFileSync(file, "");
  const server = await startBenchServer(1, 3210);
  try {
    const html = await (await fetch(`${server.url}/de`)).text();
    writeFileSync(file, html);
    const targets = [["cached CMS page /de", "/de"], ["same bytes as a static file", "/bench/home.html"]] as const;
    const results = [];
    for (const [name, url] of targets) {
      await load(server.url + url, { seconds: 1, concurrency: 4 });
      const result = await load(server.url + url, { seconds, concurrency: 16 });
      console.log(formatResult(name, result));
      results.push(result);
    }
    const [page, file_] = results as [typeof results[0], typeof results[0]];
    console.log(`page / static: ${(page.perSecond / file_.perSecond).toFixed(2)}x the requests per second, ${(page.p99 / file_.p99).toFixed(2)}x the p99 latency (${html.length} bytes)`);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
