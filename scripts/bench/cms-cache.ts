// npm run bench -- cms-cache — cached CMS pages against the very same bytes served as static
// files by the same server: how close the page cache comes to a plain file (target ≥ 0.9×).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatResult, load } from "./load";
import { startBenchServer } from "./server";

const PAGES = [
  { name: "imprint", url: "/de/impressum" },
  { name: "home", url: "/de" },
  { name: "calendar", url: "/de/kalender" },
] as const;

/** A cached page answers at least this share of the requests per second of its static copy. */
const TARGET_RATIO = 0.9;
/** As in the measurement: 50 connections at once. */
const CONCURRENCY = 50;

/** The page's HTML once Next.js answers it from its page cache (the first visit renders it). */
async function cachedHtml(url: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url);
    const html = await response.text();
    if (response.headers.get("x-nextjs-cache") === "HIT") return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never came from the page cache`);
}

export async function benchCmsCache({ seconds }: { seconds: number }) {
  // Public files are looked up per request, but only names present when the server starts.
  const dir = path.join("public", "bench");
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, `${name}.html`);
  for (const page of PAGES) writeFileSync(file(page.name), "");
  const server = await startBenchServer(1, 3210);
  try {
    const rows: string[] = [];
    for (const page of PAGES) {
      const html = await cachedHtml(server.url + page.url);
      writeFileSync(file(page.name), html);
      const targets = [[`cached CMS page ${page.url}`, page.url], ["same bytes as a static file", `/bench/${page.name}.html`]] as const;
      const results = [];
      for (const [name, url] of targets) {
        await load(server.url + url, { seconds: 1, concurrency: 4 });
        const result = await load(server.url + url, { seconds, concurrency: CONCURRENCY });
        console.log(formatResult(name, result));
        results.push(result);
      }
      const [pageResult, fileResult] = results as [(typeof results)[0], (typeof results)[0]];
      const ratio = pageResult.perSecond / fileResult.perSecond;
      rows.push(`${page.name.padEnd(9)} ${page.url.padEnd(14)} ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) the requests per second; ${(pageResult.p99 / fileResult.p99).toFixed(2)}× the p99 latency; ${html.length} bytes`);
    }
    console.log("\ncached page / its static copy:");
    for (const row of rows) console.log(row);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
