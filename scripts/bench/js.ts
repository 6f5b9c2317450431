// npm run bench -- js — or alone: tsx --conditions react-server scripts/bench/js.ts
// The JavaScript a visitor's browser loads on a first visit (no cookies, no cache) to each kind
// of visitor page, in Chromium against a production build: every script response until the
// network has been quiet, each compressed with gzip (level 9) and summed; beside it the bytes
// the server actually sent (Brotli for Chromium, scripts/compress-static.ts). Target ≤ 170 kB
// gzip per route. BENCH_JS_URL measures a server already running instead;
// BENCH_JS_FILES=1 also lists each route's files with their sizes, largest first.
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";
import { startBenchServer } from "./server";
import { anArticle, aVenue, bookableEvent, firstLink, json } from "./seeded-pages";

const TARGET_KB = 170;

/** Each kind of visitor page: its name and how to find a seeded one. */
const ROUTES: { name: string; path: (base: string) => Promise<string> }[] = [
  { name: "home", path: async () => "/de" },
  { name: "CMS page (imprint)", path: async () => "/de/impressum" },
  { name: "calendar", path: async () => "/de/kalender" },
  { name: "programme", path: async () => "/de/programme" },
  { name: "event (with booking)", path: bookableEvent },
  { name: "production", path: (base) => firstLink(base, "/de/programme", /^\/de\/programme\/[^/]+\/\d+$/) },
  { name: "series", path: async (base) => `/de/series/x/${(await json<{ id: number }[]>(base, "/api/series/?lang=de"))[0]!.id}` },
  { name: "venue", path: aVenue },
  { name: "person", path: (base) => firstLink(base, "/de/team", /^\/de\/team\/[^/]+\/\d+$/) },
  { name: "magazine", path: async () => "/de/stories" },
  { name: "magazine article", path: anArticle },
  { name: "search", path: async () => "/de/search?q=Ausstellungen" },
  { name: "form page", path: (base) => firstLink(base, "/de/besuch", /^\/de\/formular\/[^/]+\/\d+$/) },
  { name: "user area (login)", path: async () => "/de/user/login" },
  { name: "webshop cart", path: async () => "/webshop/" },
];

interface Script { url: string; bytes: number; gzip: number; sent: number }

/** The scripts a fresh browser context loads for `path`, until the network is idle. */
async function scriptsOf(browser: Browser, base: string, path: string): Promise<Script[]> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize }),
        () => null,
      ));
    });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
    // One count per file: a script requested twice is downloaded once.
    return [...new Map(scripts.map((script) => [script.url, script])).values()];
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

export async function benchJs() {
  const given = process.env.BENCH_JS_URL;
  const server = given ? { url: given, stop: () => undefined } : await startBenchServer(1, 3218);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    console.log(`first-visit JavaScript per route, gzip (as sent; uncompressed), target ≤ ${TARGET_KB} kB gzip:`);
    let over = 0;
    for (const route of ROUTES) {
      const path = await route.path(server.url);
      const scripts = await scriptsOf(browser, server.url, path);
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const sent = scripts.reduce((sum, script) => sum + script.sent, 0);
      if (gzip > TARGET_KB * 1000) over++;
      console.log(`${route.name.padEnd(22)}${kb(gzip).padStart(7)} (target ≤ ${TARGET_KB} kB)  ${kb(sent).padStart(7)} sent  ${kb(bytes).padStart(8)} raw, ${String(scripts.length).padStart(2)} files  ${path}`);
      if (process.env.BENCH_JS_FILES) {
        for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(script.gzip).padStart(7)}  ${new URL(script.url).pathname}`);
      }
    }
    console.log(over ? `${over} of ${ROUTES.length} routes over the target` : `every route within the target`);
  } finally {
    await browser.close();
    server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchJs();
  process.exit(0);
}
