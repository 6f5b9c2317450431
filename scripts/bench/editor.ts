// npm run bench -- editor [--scale N] — or alone: tsx --conditions react-server scripts/bench/editor.ts
// The in-page editor on a big page (issue 6 item 8): a page of 300 modules (30 sections of two
// columns, five modules each) written through the content service, opened with ?edit in
// Chromium against a production build; adding (pasting), moving (keyboard drag) and deleting
// a module are each timed by the renderer's main-thread task time (CDP Performance metrics
// TaskDuration, the same figure as the Performance panel's) — from the input until the DOM
// has settled, and again until the save and any refresh it needs are done. Prints p50/max.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium, type CDPSession, type ElementHandle, type Page } from "playwright-core";
import type { SectionInput } from "../../modules/registry";
import type { Database } from "../../src/server/db/open";
import { ensureFirstEditor } from "../../src/server/auth/accounts";
import { createPage } from "../../src/server/content/pages";
import { replaceSections } from "../../src/server/content/sections";
import { startBenchServer } from "./server";

const EDITOR = { email: "bench-editor@museum.test", password: "a bench editor password" };
const SLUG = "editor-bench";

/** `modules` modules in sections of two columns of five: headlines and texts, alternating. */
export function bigPage(modules: number): SectionInput[] {
  const sections: SectionInput[] = [];
  for (let n = 0; n < modules; n += 10) {
    const column = (start: number) => ({
      children: Array.from({ length: Math.min(5, Math.max(0, modules - start)) }, (_, index) => {
        const id = `bench-${start + index}`;
        return (start + index) % 2
          ? { id, type: "text" as const, content: `<p>Absatz ${start + index}: ein kurzer Text, wie ihn eine Seite hat.</p>`, decrease_distance: false }
          : { id, type: "headline" as const, headline_level: 2 as const, content: `Überschrift ${start + index}` };
      }),
    });
    sections.push({ id: `bench-section-${n / 10}`, type: "section", layout: "50-50", extra_class: "", columns: [column(n), column(n + 5)] });
  }
  return sections;
}

async function seedBigPage(database: Database, modules: number) {
  await ensureFirstEditor(database.db, { EDITOR_EMAIL: EDITOR.email, EDITOR_PASSWORD: EDITOR.password }, () => undefined);
  const id = await createPage(database.db, { is_online: true, translations: { de: { path: SLUG, title: "Editor-Benchmark" }, en: { path: SLUG, title: "Editor benchmark" } } });
  await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: bigPage(modules) });
}

/** The renderer's main-thread time so far and its script, layout and style parts, in ms. */
const taskMs = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const of = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: of("TaskDuration"), script: of("ScriptDuration"), layout: of("LayoutDuration"), style: of("RecalcStyleDuration") };
};

/**
 * Resolves once the page's DOM has had no change for `quiet` ms (checked in the page). Sent as
 * text: tsx would wrap named functions of an evaluated callback in a helper the page lacks.
 */
const settled = (page: Page, quiet = 150) =>
  page.evaluate(`new Promise((resolve) => {
    let timer;
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, ${quiet}); });
    const finish = () => { observer.disconnect(); resolve(undefined); };
    timer = setTimeout(finish, ${quiet});
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);

interface Sample { interaction: number; total: number; script: number; layout: number; style: number }

/**
 * A click from inside the page: Playwright's own click first hit-tests the page
 * (elementsFromPoint), main-thread work of the test tool, not of the editor.
 */
const press = async (button: ElementHandle<Node> | null) => {
  if (!button) throw new Error("button not found");
  await button.evaluate((element) => (element as HTMLElement).click());
};

/** Main-thread time of one action: until the DOM changed as expected, and until the save is done. */
async function timed(page: Page, cdp: CDPSession, act: () => Promise<void>, changed: () => Promise<unknown>, profile?: string): Promise<Sample> {
  await settled(page);
  if (profile) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.setSamplingInterval", { interval: 100 })).then(() => cdp.send("Profiler.start"));
  const start = await taskMs(cdp);
  await act();
  await changed();
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
  const done = await taskMs(cdp);
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send("Profiler.stop")).profile));
  await page.locator("[aria-busy=true]").first().waitFor({ state: "detached", timeout: 30_000 }).catch(() => undefined);
  await page.locator("[data-module-id] >> text=Wird nach dem Speichern angezeigt.").first().waitFor({ state: "detached", timeout: 30_000 }).catch(() => undefined);
  await settled(page, 400);
  return {
    interaction: done.task - start.task, total: (await taskMs(cdp)).task - start.task,
    script: done.script - start.script, layout: done.layout - start.layout, style: done.style - start.style,
  };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

export async function benchEditor({ modules = 300, repetitions = 7 }: { modules?: number; repetitions?: number } = {}) {
  // BENCH_EDITOR_URL: a server already running on a database seeded by an earlier run.
  const given = process.env.BENCH_EDITOR_URL;
  const server = given ? { url: given, stop: () => undefined } : await startBenchServer(1, 3216, { beforeStart: (database) => seedBigPage(database, modules) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const login = await context.request.post("/de/pageeditor-api/login", { data: { username: EDITOR.email, password: EDITOR.password } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const opened = performance.now();
    await page.goto(`/de/${SLUG}?edit`);
    const count = () => page.locator("[data-module-id]").count();
    await page.locator(`[data-module-id=bench-${modules - 1}]`).waitFor();
    // Hydrated: the editor sets its body class in an effect.
    await page.locator("body.edit-mode").waitFor({ state: "attached" });
    console.log(`opened ${await count()} modules in edit mode in ${((performance.now() - opened) / 1000).toFixed(1)} s`);

    const results: Record<string, Sample[]> = { "add (paste into a column)": [], "move (keyboard drop)": [], "move (keyboard pick-up)": [], delete: [] };
    // The clipboard holds a headline; each paste adds a copy at the end of a middle column.
    await page.locator("[data-module-id=bench-0]").getByRole("button", { name: /^Kopieren/ }).click();
    // BENCH_EDITOR_PROFILE=prefix: the last round's pick-up and drop as Chrome CPU profiles.
    const profile = (name: string, round: number) => (process.env.BENCH_EDITOR_PROFILE && round === repetitions - 1 ? `${process.env.BENCH_EDITOR_PROFILE}-${name}.cpuprofile` : undefined);
    for (let round = 0; round < repetitions; round++) {
      const before = await count();
      const paste = await page.locator("section[data-section-id=bench-section-15]").getByRole("button", { name: /Spalte 1$/ }).elementHandle();
      results["add (paste into a column)"]!.push(await timed(page, cdp, () => press(paste), () => page.waitForFunction(`document.querySelectorAll("[data-module-id]").length === ${before + 1}`)));

      const moving = page.locator("[data-module-id]").nth(100 + round * 5);
      const handle = moving.getByRole("button", { name: /^Modul verschieben/ });
      await handle.focus();
      results["move (keyboard pick-up)"]!.push(await timed(page, cdp, () => page.keyboard.press("Space"), () => moving.locator("[aria-pressed=true]").waitFor({ state: "attached" }), profile("pick-up", round)));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const order = `[...document.querySelectorAll("[data-module-id]")].map((element) => element.getAttribute("data-module-id")).join()`;
      const was = await page.evaluate(order);
      results["move (keyboard drop)"]!.push(await timed(page, cdp, () => page.keyboard.press("Space"), () => page.waitForFunction(`${order} !== ${JSON.stringify(was)}`), profile("drop", round)));

      const remaining = await count();
      const victim = await page.locator("[data-module-id]").nth(200 + round * 5).getByRole("button", { name: /^Löschen/ }).elementHandle();
      results.delete!.push(await timed(page, cdp, () => press(victim), () => page.waitForFunction(`document.querySelectorAll("[data-module-id]").length === ${remaining - 1}`)));
    }
    console.log(`\n${modules} modules, ${repetitions} repetitions, main-thread task time (CDP TaskDuration), target < 50 ms:`);
    console.log(`${"".padEnd(28)}${"until the DOM settled".padEnd(30)}${"with the save (and refresh)".padEnd(30)}p50 of its script / layout / style`);
    for (const [name, samples] of Object.entries(results)) {
      const [interaction, total, script, layout, style] = (["interaction", "total", "script", "layout", "style"] as const).map((key) => stats(samples.map((sample) => sample[key])));
      console.log(`${name.padEnd(28)}p50 ${ms(interaction!.p50)} max ${ms(interaction!.max)}    p50 ${ms(total!.p50)} max ${ms(total!.max)}    ${ms(script!.p50)} / ${ms(layout!.p50)} / ${ms(style!.p50)}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scale = process.argv.indexOf("--scale");
  await benchEditor({ modules: scale > 0 ? Number(process.argv[scale + 1]) : 300 });
  process.exit(0);
}
