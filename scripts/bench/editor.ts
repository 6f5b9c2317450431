// npm run bench -- editor [--scale N] — or alone: tsx --conditions react-server scripts/bench/editor.ts
// The in-page editor on a big page: a page of 300 modules (30 sections of two
// columns, five modules each) written through the content service, opened with ?edit in
// Chromium against a production build. First, opening the editor on pages of 100, 300 and
// 600 modules (targets 0.5, 1 and 2 s), with the main thread's time in it beside a visitor's
// opening of the same page. Then adding (pasting), moving (a keyboard drag and a mouse
// drag, each in its parts) and deleting a module are each timed by the renderer's main-thread task time (CDP Performance metrics
// TaskDuration, the same figure as the Performance panel's) — from the input until the DOM
// has settled, and again until the save and any refresh it needs are done. Prints p50/max,
// then typing in a module's open form until the page's rendering of it shows the new text,
// then the publish call on that page and the visitor's first read after it.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium, type BrowserContext, type CDPSession, type ElementHandle, type Page } from "playwright-core";
import type { SectionInput } from "@modules/registry";
import type { Database } from "@/server/db/open";
import { ensureFirstEditor } from "@/server/auth/accounts";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { publishInTx } from "@/server/content/publish";
import { acceptAllConsent, CONSENT_COOKIE, serializeConsent } from "@/site/consent/consent-cookie";
import { EDITOR_HYDRATED } from "@/editor/edit-mode-document";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";
import { startBenchServer } from "./server";

const EDITOR = { email: "bench-editor@museum.test", password: "a bench editor password" };
const SLUG = "editor-bench";

/** `modules` modules in sections of two columns of five: headlines and texts, alternating; ids start with `prefix` (section and module ids are unique across pages). */
export function bigPage(modules: number, prefix = "bench"): SectionInput[] {
  const sections: SectionInput[] = [];
  for (let n = 0; n < modules; n += 10) {
    const column = (start: number) => ({
      children: Array.from({ length: Math.min(5, Math.max(0, modules - start)) }, (_, index) => {
        const id = `${prefix}-${start + index}`;
        return (start + index) % 2
          ? { id, type: "text" as const, content: `<p>Absatz ${start + index}: ein kurzer Text, wie ihn eine Seite hat.</p>`, decrease_distance: false }
          : { id, type: "headline" as const, headline_level: 2 as const, content: `Überschrift ${start + index}` };
      }),
    });
    sections.push({ id: `${prefix}-section-${n / 10}`, type: "section", layout: "50-50", extra_class: "", columns: [column(n), column(n + 5)] });
  }
  return sections;
}

/** The page sizes opening the editor is timed on, with their targets in ms. */
const OPEN_TARGETS = [[100, 500], [300, 1000], [600, 2000]] as const;
const openSlug = (modules: number) => `editor-open-${modules}`;

/** A page of `modules` modules, published when `published` (a visitor then sees them all). */
async function seedPage(database: Database, slug: string, modules: number, { prefix, published = false }: { prefix?: string; published?: boolean } = {}) {
  const id = await createPage(database.db, { is_online: true, translations: { de: { path: slug, title: "Editor-Benchmark" }, en: { path: slug, title: "Editor benchmark" } } });
  const owner = { content_type: "cms.page", object_id: id } as const;
  await replaceSections(database.db, { ...owner, lang: "de", sections: bigPage(modules, prefix) });
  if (published) await database.db.transaction((tx) => publishInTx(tx, owner, null));
}

async function seedBigPage(database: Database, modules: number) {
  await ensureFirstEditor(database.db, { EDITOR_EMAIL: EDITOR.email, EDITOR_PASSWORD: EDITOR.password }, () => undefined);
  await seedPage(database, SLUG, modules);
  // Published: the visitor's opening beside the editor's reads the same modules.
  for (const [size] of OPEN_TARGETS) await seedPage(database, openSlug(size), size, { prefix: openSlug(size), published: true });
}

/** Openings before the counted ones: the server's first renders of the route, and the browser's code cache. */
const WARM_UPS = 3;

/** One opening: its wall-clock ms, and the renderer's main-thread time during it with its script, layout and style parts. */
interface Opening { wall: number; main: Awaited<ReturnType<typeof taskMs>> }

/**
 * Opening a page in a fresh tab, `repetitions` times after WARM_UPS openings that are not
 * counted: each sample, and the very first opening apart. An editor opens the editor many
 * times a day on a server that has been running for hours; a first opening costs more twice
 * over: the server renders the route for the first time (its code not yet optimised), and
 * Chromium compiles the scripts afresh until it has run them twice and keeps their compiled
 * code (V8's code cache). The main-thread time is the tab's from its creation (the tasks'
 * wall time, so a wait on the browser's font service inside a layout is counted), which says
 * where an opening's time goes beside the network and the server.
 */
async function openings(context: BrowserContext, path: string, repetitions: number, ready: (page: Page) => Promise<void>) {
  const samples: Opening[] = [];
  for (let round = 0; round < WARM_UPS + repetitions; round++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const started = performance.now();
    await page.goto(path);
    await ready(page);
    samples.push({ wall: performance.now() - started, main: await taskMs(cdp) });
    await page.close();
  }
  return { first: samples[0]!.wall, samples: samples.slice(WARM_UPS) };
}

/** p50 of the openings' main-thread time and of its parts. */
function mainThread(samples: Opening[]) {
  const p50 = (key: keyof Opening["main"]) => stats(samples.map((sample) => sample.main[key])).p50.toFixed(0);
  return `${p50("task")} ms (script ${p50("script")}, layout ${p50("layout")}, style ${p50("style")})`;
}

/**
 * Opening the editor: from the navigation to `?edit` until every module is on the page and
 * the editor has hydrated (it marks the body in an effect). Beside it, the same page
 * opened by a visitor until React has hydrated its header, on the same machine: what any page
 * of that size costs here, below which the editor cannot open. For both, the main thread's
 * share of the opening: what the editor's own work adds to the visitor's.
 */
async function benchOpen(editor: BrowserContext, visitor: BrowserContext, repetitions: number) {
  console.log(`opening the editor, wall-clock time until hydrated, ${repetitions} openings each after ${WARM_UPS} not counted, the first of them apart (the same page for a visitor):`);
  for (const [modules, target] of OPEN_TARGETS) {
    const last = `[data-module-id=${openSlug(modules)}-${modules - 1}]`;
    const edit = await openings(editor, `/de/${openSlug(modules)}?edit`, repetitions, async (page) => {
      await page.locator(last).waitFor();
      await page.locator(`body[${EDITOR_HYDRATED}]`).waitFor({ state: "attached" });
    });
    // React keeps its fiber on each element it has hydrated; the header's first button is one.
    const visit = await openings(visitor, `/de/${openSlug(modules)}`, repetitions, (page) =>
      page.waitForFunction(() => Object.keys(document.querySelector("header button") ?? {}).some((key) => key.startsWith("__reactFiber")), undefined, { polling: 16 }).then(() => undefined));
    const wall = (samples: Opening[]) => stats(samples.map((sample) => sample.wall));
    console.log(`${`${modules} modules`.padEnd(28)}p50 ${ms(wall(edit.samples).p50)} max ${ms(wall(edit.samples).max)}    target ≤ ${target} ms    (first opening ${ms(edit.first)}; visitor p50 ${ms(wall(visit.samples).p50)}, first ${ms(visit.first)})`);
    console.log(`${"".padEnd(28)}main thread p50: editor ${mainThread(edit.samples)}, visitor ${mainThread(visit.samples)}`);
  }
}

/** The renderer's main-thread time so far and its script, layout and style parts, in ms. */
const taskMs = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const of = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: of("TaskDuration"), script: of("ScriptDuration"), layout: of("LayoutDuration"), style: of("RecalcStyleDuration") };
};

/**
 * Resolves once the page's DOM has had no change for `quiet` ms and no finite CSS animation or
 * transition runs (checked in the page): focusing a handle scrolls the page, and the site
 * header's 0.4 s transitions into its scrolled state would otherwise fall into the next
 * measurement. Sent as text: tsx would wrap named functions of an evaluated callback in a
 * helper the page lacks.
 */
const settled = (page: Page, quiet = 150) =>
  page.evaluate(`new Promise((resolve) => {
    let timer;
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, ${quiet}); });
    const animating = () => document.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
    const finish = () => {
      if (animating()) return void (timer = setTimeout(finish, 50));
      observer.disconnect();
      resolve(undefined);
    };
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

/**
 * Waits in the page until `condition` (a JS expression) holds, checked now and after each DOM
 * change. Playwright's own waiting polls its selector engine every frame, main-thread work
 * that would be counted as the editor's on a page of 300 modules. `arm` starts the watch
 * before an action, `armed` waits for it.
 */
const arm = (page: Page, condition: string) =>
  page.evaluate(`void (window.benchUntil = new Promise((resolve) => {
    const check = () => (${condition}) && (observer.disconnect(), resolve(undefined));
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  }))`);
const armed = (page: Page) => page.evaluate("window.benchUntil");
const inPage = async (page: Page, condition: string) => {
  await arm(page, condition);
  await armed(page);
};

const ORDER = `[...document.querySelectorAll("[data-module-id]")].map((element) => element.getAttribute("data-module-id")).join()`;
const MODULES = `document.querySelectorAll("[data-module-id]").length`;
const pressedIn = (moduleId: string) => `document.querySelector('[data-module-id="${moduleId}"] [aria-pressed=true]')`;
// Saved, and every module shows its server rendering again (not the placeholder card).
const DONE = `!document.querySelector("[aria-busy=true]") && ![...document.querySelectorAll("[data-module-id] > p")].some((card) => card.textContent.includes("Wird nach dem Speichern angezeigt."))`;

/** Main-thread time of one action: until `changed` holds (and two frames drew), and until the save is done. */
async function timed(page: Page, cdp: CDPSession, act: () => Promise<void>, changed: string, profile?: string): Promise<Sample> {
  await settled(page);
  await arm(page, changed);
  if (profile) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.setSamplingInterval", { interval: 100 })).then(() => cdp.send("Profiler.start"));
  const start = await taskMs(cdp);
  await act();
  await armed(page);
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
  const done = await taskMs(cdp);
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send("Profiler.stop")).profile));
  await inPage(page, DONE);
  await settled(page, 400);
  return {
    interaction: done.task - start.task, total: (await taskMs(cdp)).task - start.task,
    script: done.script - start.script, layout: done.layout - start.layout, style: done.style - start.style,
  };
}

const POINTER_STEPS = 10;

/**
 * A mouse drag of the second module of section 4 + round's first column to the third place of
 * its second column, both in view: the press and the first moves that start the drag, each
 * step of the pointer across the column, and the release until the module is in its new place.
 */
async function pointerMove(page: Page, cdp: CDPSession, round: number, results: Record<string, Sample[]>, profile: (name: string) => string | undefined) {
  const base = 10 * (4 + round);
  const handle = page.locator(`[data-module-id=bench-${base + 1}]`).getByRole("button", { name: /^Modul verschieben/ });
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  const to = (await page.locator(`[data-module-id=bench-${base + 7}]`).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  results["move (pointer pick-up)"]!.push(await timed(page, cdp, async () => {
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y + 10, { steps: 2 });
  }, pressedIn(`bench-${base + 1}`), profile("pointer-pick-up")));
  const steps = await timed(page, cdp, () => page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: POINTER_STEPS }),
    `document.querySelector("[data-module-id=bench-${base + 7}][data-drop=before]")`);
  results["move (pointer, per step)"]!.push({
    interaction: steps.interaction / POINTER_STEPS, total: steps.total / POINTER_STEPS,
    script: steps.script / POINTER_STEPS, layout: steps.layout / POINTER_STEPS, style: steps.style / POINTER_STEPS,
  });
  const was = await page.evaluate(ORDER);
  results["move (pointer drop)"]!.push(await timed(page, cdp, () => page.mouse.up(), `${ORDER} !== ${JSON.stringify(was)}`, profile("pointer-drop")));
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** Longer than the form's debounce (src/editor/form/use-live-preview.ts): each keystroke comes after a pause. */
const TYPING_PAUSE_MS = 300;

/**
 * Typing in the open form of the page's first headline (docked beside the page at this
 * width): from each keystroke in its headline field until the page's rendering of the module
 * shows the new text, wall-clock time in the page, the server's rendering of the unsaved
 * module included. The changes are discarded afterwards, so the page stays as seeded.
 */
async function benchPreview(page: Page, keystrokes: number) {
  const moduleId = "bench-0";
  await page.locator(`[data-module-id=${moduleId}]`).getByRole("button", { name: "Bearbeiten: Überschrift" }).click();
  const form = page.getByRole("dialog", { name: "Bearbeiten: Überschrift" });
  const field = form.getByLabel("Überschrift", { exact: true });
  await field.focus();
  await field.press("End");
  let text = await field.inputValue();
  const times: number[] = [];
  for (let n = 0; n < keystrokes; n++) {
    const letter = String.fromCharCode(97 + (n % 26));
    text += letter;
    // Armed in the page before the key: its keydown starts the clock, the rendering's change stops it.
    await page.evaluate(`void (window.benchPreview = new Promise((resolve) => {
      let start = 0;
      document.addEventListener("keydown", () => { start = performance.now(); }, { once: true, capture: true });
      const shows = () => document.querySelector('[data-module-id="${moduleId}"] h2')?.textContent === ${JSON.stringify(text)};
      const observer = new MutationObserver(() => shows() && (observer.disconnect(), resolve(performance.now() - start)));
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }))`);
    await page.keyboard.press(letter);
    times.push(Number(await page.evaluate("window.benchPreview")));
    await page.waitForTimeout(TYPING_PAUSE_MS);
  }
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwerfen", exact: true }).click();
  await form.waitFor({ state: "hidden" });
  const { p50, max } = stats(times);
  console.log(`
typing in the inspector, ${keystrokes} keystrokes, wall-clock in the page:`);
  console.log(`${"→ preview updated".padEnd(28)}p50 ${ms(p50)} max ${ms(max)}    target ≤ 50 ms`);
}

/**
 * Publishing the page: the editor's publish call (one transaction copying every section to the
 * published copy and keeping a version) and the visitor's first read after it (the page
 * revalidated and rendered anew), each as wall-clock time of the request.
 */
async function benchPublish(context: BrowserContext, url: string, modules: number, repetitions: number) {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === "csrftoken")?.value ?? "";
  const pageId = Number(await (await context.request.get(`/de/pageeditor-api/page/${SLUG}`)).json().then((page: { id: number }) => page.id));
  const publish: number[] = [];
  const firstRead: number[] = [];
  for (let round = 0; round < repetitions; round++) {
    let started = performance.now();
    const answer = await context.request.post("/de/pageeditor-api/publishing/publish/", { headers: { "X-CSRFToken": csrf }, data: { object_id: pageId } });
    if (!answer.ok()) throw new Error(`publish failed: ${answer.status()}`);
    publish.push(performance.now() - started);
    started = performance.now();
    const read = await fetch(`${url}/de/${SLUG}`);
    await read.text();
    firstRead.push(performance.now() - started);
  }
  console.log(`\npublishing the ${modules}-module page, ${repetitions} repetitions, wall-clock time of the request:`);
  console.log(`${"publish (the call)".padEnd(28)}p50 ${ms(stats(publish).p50)} max ${ms(stats(publish).max)}    target < 1000 ms`);
  console.log(`${"visitor's first read after".padEnd(28)}p50 ${ms(stats(firstRead).p50)} max ${ms(stats(firstRead).max)}    target < 1000 ms`);
}

export async function benchEditor({ modules = 300, repetitions = 7 }: { modules?: number; repetitions?: number } = {}) {
  // BENCH_EDITOR_URL: a server already running on a database seeded by an earlier run.
  const given = process.env.BENCH_EDITOR_URL;
  const server = given ? { url: given, stop: () => undefined } : await startBenchServer(1, 3216, { beforeStart: (database) => seedBigPage(database, modules) });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    // A decided consent: the cookie manager would otherwise lie over the page on the first visit.
    await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(acceptAllConsent()), url: server.url, sameSite: "Lax" }]);
    const login = await context.request.post("/de/pageeditor-api/login", { data: { username: EDITOR.email, password: EDITOR.password } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    if (!given) {
      const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
      await visitor.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(acceptAllConsent()), url: server.url, sameSite: "Lax" }]);
      await benchOpen(context, visitor, 7);
      await visitor.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const opened = performance.now();
    await page.goto(`/de/${SLUG}?edit`);
    const count = () => page.locator("[data-module-id]").count();
    await page.locator(`[data-module-id=bench-${modules - 1}]`).waitFor();
    // Hydrated: the editor marks the body in an effect.
    await page.locator(`body[${EDITOR_HYDRATED}]`).waitFor({ state: "attached" });
    console.log(`opened ${await count()} modules in edit mode in ${((performance.now() - opened) / 1000).toFixed(1)} s`);

    const results: Record<string, Sample[]> = {
      "add (paste into a column)": [], "move (keyboard pick-up)": [], "move (keyboard drop)": [],
      "move (pointer pick-up)": [], "move (pointer, per step)": [], "move (pointer drop)": [], delete: [],
    };
    // The clipboard holds a headline; each paste adds a copy at the end of a middle column.
    await page.locator("[data-module-id=bench-0]").getByRole("button", { name: /^Kopieren/ }).click();
    // BENCH_EDITOR_PROFILE=prefix: the last round's add, pick-ups and drops as Chrome CPU profiles.
    const profile = (name: string, round: number) => (process.env.BENCH_EDITOR_PROFILE && round === repetitions - 1 ? `${process.env.BENCH_EDITOR_PROFILE}-${name}.cpuprofile` : undefined);
    for (let round = 0; round < repetitions; round++) {
      const before = await count();
      const paste = await page.locator("section[data-section-id=bench-section-15]").getByRole("button", { name: /Spalte 1$/ }).elementHandle();
      results["add (paste into a column)"]!.push(await timed(page, cdp, () => press(paste), `${MODULES} === ${before + 1}`, profile("add", round)));

      const moving = page.locator("[data-module-id]").nth(100 + round * 5);
      const movingId = (await moving.getAttribute("data-module-id"))!;
      await moving.getByRole("button", { name: /^Modul verschieben/ }).focus();
      results["move (keyboard pick-up)"]!.push(await timed(page, cdp, () => page.keyboard.press("Space"), pressedIn(movingId), profile("pick-up", round)));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const was = await page.evaluate(ORDER);
      results["move (keyboard drop)"]!.push(await timed(page, cdp, () => page.keyboard.press("Space"), `${ORDER} !== ${JSON.stringify(was)}`, profile("drop", round)));

      await pointerMove(page, cdp, round, results, (name) => profile(name, round));

      const remaining = await count();
      const victim = await page.locator("[data-module-id]").nth(200 + round * 5).getByRole("button", { name: /^Löschen/ }).elementHandle();
      results.delete!.push(await timed(page, cdp, () => press(victim), `${MODULES} === ${remaining - 1}`));
    }
    console.log(`\n${modules} modules, ${repetitions} repetitions, main-thread task time (CDP TaskDuration), target < 50 ms:`);
    console.log(`${"".padEnd(28)}${"until the DOM settled".padEnd(30)}${"with the save (and refresh)".padEnd(30)}p50 of its script / layout / style`);
    for (const [name, samples] of Object.entries(results)) {
      const [interaction, total, script, layout, style] = (["interaction", "total", "script", "layout", "style"] as const).map((key) => stats(samples.map((sample) => sample[key])));
      console.log(`${name.padEnd(28)}p50 ${ms(interaction!.p50)} max ${ms(interaction!.max)}    p50 ${ms(total!.p50)} max ${ms(total!.max)}    ${ms(script!.p50)} / ${ms(layout!.p50)} / ${ms(style!.p50)}`);
    }
    await benchPreview(page, 10);
    await benchPublish(context, server.url, modules, repetitions);
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
