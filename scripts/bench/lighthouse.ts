// npm run bench -- lighthouse — or alone: tsx --conditions react-server scripts/bench/lighthouse.ts
// Lighthouse (from the npm registry, its default mobile profile: a mid-range phone on a slow
// 4G line, simulated) against a production build, in Debian's headless Chromium (scripts/chromium.ts): the four category
// scores, CLS and LCP on home, the calendar, an event and an article. Targets: performance
// ≥ 95, accessibility, best practices and SEO 100, CLS ≤ 0.05. Each page is measured
// BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the median performance is printed,
// with its main-thread work by kind (what the blocking time is made of);
// BENCH_LIGHTHOUSE_URL measures a server already running instead.
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { z } from "zod";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";
import { startBenchServer } from "./server";
import { anArticle, bookableEvent } from "./seeded-pages";

const PAGES: { name: string; path: (base: string) => Promise<string> }[] = [
  { name: "home", path: async () => "/de" },
  { name: "calendar", path: async () => "/de/kalender" },
  { name: "event", path: bookableEvent },
  { name: "article", path: anArticle },
];

const CATEGORIES = [
  { id: "performance", label: "perf", target: 95 },
  { id: "accessibility", label: "a11y", target: 100 },
  { id: "best-practices", label: "best", target: 100 },
  { id: "seo", label: "SEO", target: 100 },
] as const;

interface Scores { scores: Record<string, number>; cls: number; lcp: number; fcp: number; tbt: number; failing: string[]; benchmarkIndex: number; mainThread: Record<string, number> }

/** Lighthouse's main-thread work breakdown: its groups' ms, as it counts them (the page's observed time scaled by the simulated phone's 4× slower CPU). */
const workItems = z.object({ items: z.array(z.object({ group: z.string(), duration: z.number() })) });

async function audit(port: number, url: string): Promise<Scores> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES.map((category) => category.id) });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map(({ id }) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  // The audits that cost points outside performance, so a score under 100 says why.
  const failing = CATEGORIES.filter(({ id }) => id !== "performance")
    .flatMap(({ id }) => categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    scores, cls: value("cumulative-layout-shift"), lcp: value("largest-contentful-paint"), fcp: value("first-contentful-paint"), tbt: value("total-blocking-time"), failing,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    mainThread: Object.fromEntries(workItems.parse(audits["mainthread-work-breakdown"]?.details).items.map((item) => [item.group, item.duration])),
  };
}

export async function benchLighthouse() {
  const given = process.env.BENCH_LIGHTHOUSE_URL;
  const server = given ? { url: given, stop: async () => undefined } : await startBenchServer(1, 3219);
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  try {
    console.log(`Lighthouse mobile, median of ${runs} runs; targets: ${CATEGORIES.map((category) => `${category.label} ≥ ${category.target}`).join(", ")}, CLS ≤ 0.05`);
    for (const page of PAGES) {
      const url = `${server.url}${await page.path(server.url)}`;
      // One visit first, so the page is in the server's cache as a visitor would find it.
      await fetch(url);
      const results: Scores[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(chrome.port, url));
      results.sort((a, b) => a.scores.performance! - b.scores.performance!);
      const median = results[Math.floor(results.length / 2)]!;
      const scores = CATEGORIES.map(({ id, label, target }) => `${label} ${String(median.scores[id]).padStart(3)}${median.scores[id]! >= target ? "" : "!"}`).join("  ");
      console.log(`${page.name.padEnd(9)} ${scores}  CLS ${median.cls.toFixed(3)}  FCP ${(median.fcp / 1000).toFixed(2)} s  LCP ${(median.lcp / 1000).toFixed(2)} s  TBT ${Math.round(median.tbt)} ms  ${new URL(url).pathname}`);
      // Every run's performance, and Lighthouse's measure of this machine's speed (its
      // benchmarkIndex: a fixed loop in the page, higher is faster). The simulation scales the
      // page's observed main-thread work by a fixed factor, so a slower moment of the machine
      // costs points: the index says which moment a score was taken in.
      const indexes = results.map((result) => result.benchmarkIndex).sort((a, b) => a - b);
      console.log(`          runs ${results.map((result) => result.scores.performance).join(", ")}; benchmarkIndex ${Math.round(indexes[0]!)}–${Math.round(indexes.at(-1)!)}`);
      // Where the blocking time comes from: the main thread's work by kind, in the median run.
      const work = Object.entries(median.mainThread).sort((a, b) => b[1] - a[1]).map(([group, duration]) => `${group} ${Math.round(duration)}`);
      console.log(`          main thread (ms, as simulated): ${work.join(", ")}`);
      if (median.failing.length) console.log(`          failing audits: ${median.failing.join(", ")}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLighthouse();
  process.exit(0);
}
