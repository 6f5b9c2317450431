import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { toolbarModules } from "@modules/registry";
import { EDITOR_HYDRATED } from "@/editor/edit-mode-document";
import { axeViolations } from "./helpers/axe";
import { csrfOf, editorContext, gotoEditor, reloadEditor, stillPage } from "./helpers/editor-page";

// The editor's compact frame at 1280×720: a slim bar and a side panel that leave the page at
// least 80 % of the window, the palette's search, the panel folded away (and remembered),
// Alt+M, the outline that brings a module's handle into view below the bar (drawn once it is
// needed, not with the editor's opening), and axe on it all.

const WIDTH = 1280;
const HEIGHT = 720;
/** Five one-column sections of three headlines: the last ones lie well below the first screen. */
const SECTIONS = 5;
const PER_SECTION = 3;

const TEXTS = {
  de: {
    toolbar: "Module", panel: "Seitenleiste", search: "Module suchen", quote: "Zitat", query: "Zitat", empty: "Kein Modul passt",
    outline: "Gliederung", headline: "Überschrift", move: "Modul verschieben: Überschrift", chapter: "Kapitel",
  },
  en: {
    toolbar: "Modules", panel: "Side panel", search: "Find modules", quote: "Quote", query: "Quote", empty: "No module matches",
    outline: "Outline", headline: "Headline", move: "Move module: Headline", chapter: "Chapter",
  },
} as const;

/** A page whose sections in `lang` hold SECTIONS × PER_SECTION headlines, "Kapitel 1" … in order. */
async function pageWithHeadlines(context: BrowserContext, lang: "de" | "en", slug: string) {
  const headers = { "X-CSRFToken": await csrfOf(context) };
  const created = await context.request.post("/de/pageeditor-api/pages/", {
    headers, data: { is_online: true, translations: { de: { path: slug, title: "Rahmen" }, en: { path: slug, title: "Frame" } } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let n = 0;
  for (let position = 0; position < SECTIONS; position++) {
    const section = `${slug}-s${position}`;
    expect((await context.request.post(`/${lang}/pageeditor-api/section/`, { headers, data: { object_id: id, id: section, layout: "100", position } })).status()).toBe(201);
    for (let at = 0; at < PER_SECTION; at++) {
      n += 1;
      const data = { section, column: 0, id: `${slug}-m${n}`, type: "headline", headline_level: 2, content: `${TEXTS[lang].chapter} ${n}` };
      expect((await context.request.post(`/${lang}/pageeditor-api/module/`, { headers, data })).status()).toBe(201);
    }
  }
}

/** A logged-in editor's page of headlines (`name` in its slug), opened in edit mode in a window of `viewport`. */
async function openFrame(browser: Browser, baseURL: string, lang: "de" | "en", name: string, viewport = { width: WIDTH, height: HEIGHT }) {
  const context = await editorContext(browser, baseURL, { viewport });
  const slug = `editor-frame-${name}-${Date.now()}`;
  await pageWithHeadlines(context, lang, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/${lang}/${slug}?edit`);
  return { context, page, slug };
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const mainBox = (page: Page) => box(page.locator("main"));

for (const lang of ["de", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: the bar and the side panel leave the page 80 % of 1280×720; palette search, folding, Alt+M, outline, axe`, async ({ browser, baseURL }) => {
    const { context, page, slug } = await openFrame(browser, baseURL!, lang, lang);
    await expect(page.locator("body")).toHaveClass(/edit-mode/);

    const bar = page.locator("[data-editor-bar]");
    const panel = page.getByRole("region", { name: t.panel, exact: true });
    const toggle = page.getByRole("button", { name: t.panel, exact: true });
    const toolbar = page.getByRole("navigation", { name: t.toolbar, exact: true });
    const search = page.getByRole("searchbox", { name: t.search });
    await expect(toolbar.getByRole("button").first()).toBeVisible();

    // The frame's share: one slim row, a narrow panel, and the page beside the panel, not under it.
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const barBox = await box(bar);
    const panelBox = await box(panel);
    expect(barBox.height).toBeLessThanOrEqual(48);
    expect(panelBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    expect((WIDTH - panelBox.width) * (HEIGHT - barBox.height)).toBeGreaterThanOrEqual(0.8 * WIDTH * HEIGHT);
    const opened = await mainBox(page);
    expect(opened.x).toBeGreaterThanOrEqual(panelBox.x + panelBox.width - 1);

    // The palette's search filters by name (and description) in the page language.
    await search.fill(t.query);
    await expect(toolbar.getByRole("button")).toHaveText([t.quote]);
    await search.fill("Xylophon");
    await expect(toolbar.getByRole("button")).toHaveCount(0);
    await expect(panel.getByRole("status")).toContainText(t.empty);
    await search.fill("");
    await expect(toolbar.getByRole("button")).toHaveCount(toolbarModules.length);

    // The outline lists every module with its text.
    const outline = page.getByRole("navigation", { name: t.outline, exact: true });
    const count = SECTIONS * PER_SECTION;
    await expect(outline.getByRole("button", { name: new RegExp(`^${t.headline}:`) })).toHaveCount(count);
    await expect(outline.getByRole("button", { name: new RegExp(`^${t.chapter} `) })).toHaveCount(0);
    await expect(outline.locator("[data-outline-section]")).toHaveCount(SECTIONS);

    // An entry pressed by keyboard brings its module's handle into view with the focus: below
    // the bar, right of the panel, inside the window.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const handle = page.locator(`[data-module-id='${slug}-m${count}']`).getByRole("button", { name: t.move });
    expect((await box(handle)).y).toBeGreaterThan(HEIGHT);
    await outline.getByRole("button", { name: `${t.headline}: ${t.chapter} ${count}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(handle).toBeFocused();
    await expect.poll(async () => {
      const [at, top, side] = await Promise.all([box(handle), box(bar), box(panel)]);
      return at.y >= top.y + top.height && at.y + at.height <= HEIGHT && at.x >= side.x + side.width;
    }).toBe(true);

    // Folded away, the panel gives the page its width back, and stays folded after a reload.
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(async () => (await mainBox(page)).x).toBeLessThan(1);
    expect((await mainBox(page)).width).toBeGreaterThan(opened.width + panelBox.width - 2);
    await reloadEditor(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    expect((await mainBox(page)).x).toBeLessThan(1);

    // Alt+M opens it again with the focus in the palette's search.
    await toggle.focus();
    await page.keyboard.press("Alt+m");
    await expect(panel).toBeVisible();
    await expect(search).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => (await mainBox(page)).x).toBeGreaterThanOrEqual(panelBox.width - 1);

    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}

/** Every layout shift since the navigation (buffered), summed as the CLS is; none at all ends the wait. */
async function layoutShift(page: Page) {
  await stillPage(page);
  return page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0)))
      .observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve(0), 1000);
  }));
}

interface Frame { hydrated: boolean; panel: boolean; mainX: number | null }

/**
 * From the next document's start, in every frame until a few seconds after: whether the editor
 * had hydrated, whether the side panel showed, and where the page's content began.
 */
async function watchFrames(page: Page) {
  await page.addInitScript((hydrated) => {
    const frames: Frame[] = [];
    (window as unknown as { editorFrames: Frame[] }).editorFrames = frames;
    const sample = () => {
      const main = document.querySelector("main");
      frames.push({
        hydrated: document.body?.hasAttribute(hydrated) ?? false,
        panel: document.querySelector("[data-editor-panel]")?.checkVisibility() ?? false,
        mainX: main && main.getBoundingClientRect().x,
      });
      if (frames.length < 300) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, EDITOR_HYDRATED);
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { editorFrames: Frame[] }).editorFrames);

test("opening the editor, the page stays where it was first painted: no layout shift under the bar and beside the panel", async ({ browser, baseURL }) => {
  const { context, page } = await openFrame(browser, baseURL!, "de", "shift");
  // The editor's bar and panel take their room in the first layout, not once it has hydrated
  // (that moved the whole page down and right: 0.12).
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await context.close();
});

test("a folded side panel stays folded from the first paint on: the page never makes room for it", async ({ browser, baseURL }) => {
  const { context, page } = await openFrame(browser, baseURL!, "de", "folded");
  await page.getByRole("button", { name: TEXTS.de.panel, exact: true }).click();
  await expect(page.getByRole("region", { name: TEXTS.de.panel, exact: true })).toBeHidden();
  await watchFrames(page);
  await reloadEditor(page);
  // Rendered open by the server, it showed and moved the page aside until the editor had read
  // the choice (a shift of 0.14).
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  const frames = await framesOf(page);
  expect(frames.some((frame) => !frame.hydrated)).toBe(true);
  expect(frames.filter((frame) => frame.panel)).toEqual([]);
  expect(frames.filter((frame) => frame.mainX !== null && frame.mainX >= 1)).toEqual([]);
  await context.close();
});

test("on a narrow window the side panel never lies over the page while the editor opens", async ({ browser, baseURL }) => {
  const { context, page } = await openFrame(browser, baseURL!, "de", "narrow", { width: 480, height: 800 });
  await watchFrames(page);
  await reloadEditor(page);
  await stillPage(page);
  const frames = await framesOf(page);
  expect(frames.some((frame) => !frame.hydrated)).toBe(true);
  expect(frames.filter((frame) => frame.panel)).toEqual([]);
  // It opens when asked.
  await page.getByRole("button", { name: TEXTS.de.panel, exact: true }).click();
  await expect(page.getByRole("region", { name: TEXTS.de.panel, exact: true })).toBeVisible();
  await context.close();
});

test("the outline below the palette is drawn once it is needed: by itself when the browser is idle, scrolled into view, or the focus entering the panel", async ({ browser, baseURL }) => {
  const t = TEXTS.de;
  const { context, page } = await openFrame(browser, baseURL!, "de", "outline", { width: WIDTH, height: 480 });
  const panel = page.getByRole("region", { name: t.panel, exact: true });
  const title = panel.getByRole("heading", { name: t.outline, exact: true });
  const outline = page.getByRole("navigation", { name: t.outline, exact: true });
  const entries = outline.getByRole("button", { name: new RegExp(`^${t.headline}:`) });
  // In this short window the outline lies below the palette, out of view, and comes all the same.
  expect((await box(title)).y).toBeGreaterThan(480);
  await expect(entries).toHaveCount(SECTIONS * PER_SECTION);

  // A browser that is never idle (a stand-in that never calls back): only being needed draws it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await reloadEditor(page);
  await expect(title).toBeAttached();
  await page.waitForTimeout(500);
  await expect(outline).toHaveCount(0);
  await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: "instant" }));
  await expect(entries).toHaveCount(SECTIONS * PER_SECTION);

  // Tab goes on from the palette's last kind into the outline: the focus entering the panel drew it.
  await reloadEditor(page);
  await expect(outline).toHaveCount(0);
  await page.getByRole("navigation", { name: t.toolbar, exact: true }).getByRole("button").last().focus();
  await expect(entries).toHaveCount(SECTIONS * PER_SECTION);
  await page.keyboard.press("Tab");
  await expect(outline.getByRole("button").first()).toBeFocused();
  await context.close();
});

test("on a narrow window the bar wraps into rows and the page starts below them, and moves up again once it is one row", async ({ browser, baseURL }) => {
  const { context, page } = await openFrame(browser, baseURL!, "de", "rows", { width: 480, height: 800 });
  const bar = page.locator("[data-editor-bar]");
  // The gap between the bar's bottom and where the page's content starts (the body's padding).
  const gap = async () => {
    const [top, padding] = await Promise.all([box(bar), page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingTop))]);
    return Math.round(padding - (top.y + top.height));
  };
  await expect.poll(async () => (await box(bar)).height).toBeGreaterThan(60);
  await expect.poll(gap).toBe(0);
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await expect.poll(async () => (await box(bar)).height).toBeLessThanOrEqual(48);
  await expect.poll(gap).toBe(0);
  await context.close();
});
