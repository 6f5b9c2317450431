import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";
import { gotoEditor, logIn } from "./helpers/editor-page";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

/**
 * Where the focused element sits against what sticks at the top: its top edge and the bottom
 * edge of the header (and of a stuck anchor list). Null for focus inside those parts or the
 * fixed buttons at the bottom, which cannot be covered by them.
 */
const focusAgainstSticky = (page: Page) => page.evaluate(() => {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  if (active.closest("[data-sticky-top], [data-sticky-anchors], [data-sticky-navigation], .skip-link")) return null;
  const rect = active.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  let bottom = 0;
  const boxes = [...document.querySelectorAll("[data-sticky-top], [data-section-id]:has([data-sticky-anchors])")]
    // The editor's bar is fixed at the top rather than sticky.
    .filter((part) => ["sticky", "fixed"].includes(getComputedStyle(part).position))
    .map((part) => part.getBoundingClientRect());
  for (const box of boxes.sort((a, b) => a.top - b.top)) {
    if (box.top <= bottom + 1 && box.bottom > bottom) bottom = box.bottom;
  }
  return { label: `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ""}`, top: Math.round(rect.top), stickyBottom: Math.round(bottom) };
});

for (const lang of ["de", "en"] as const) test(`${lang}: tabbing backwards through the calendar never leaves focus under the sticky header`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${lang}/kalender`);
  await page.locator("footer a").last().focus();
  const covered: string[] = [];
  let stops = 0;
  for (; stops < 200; stops++) {
    await page.keyboard.press("Shift+Tab");
    // The header grows back (0.4 s) once the page is within a quarter window of its top:
    // there the stop is judged after the header has settled.
    if (await page.evaluate(() => window.scrollY < window.innerHeight / 2)) await page.waitForTimeout(500);
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest("header[data-sticky-top]"));
    if (inHeader) break;
    let where = await focusAgainstSticky(page);
    // A scroll can change the header's height; the page corrects the focus a frame later.
    if (where && where.top < where.stickyBottom) {
      await page.waitForTimeout(150);
      where = await focusAgainstSticky(page);
    }
    if (where && where.top < where.stickyBottom) covered.push(`${where.label}: top ${where.top} < ${where.stickyBottom}`);
  }
  expect(stops, "reached the header going backwards").toBeGreaterThan(20);
  expect(covered).toEqual([]);
});

/** The focused element's edges against the window's, for a stop that must be in sight. */
const focusInWindow = (page: Page) => page.evaluate(() => {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const rect = active.getBoundingClientRect();
  return {
    label: `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ""}`,
    skipLink: active.matches(".skip-link"),
    top: Math.round(rect.top),
    bottom: Math.round(rect.bottom),
    windowHeight: window.innerHeight,
  };
});

// The visit page's anchor list sticks below the header: focus must clear both.
for (const [lang, path] of [["de", "/de/besuch"], ["en", "/en/visit"]] as const) test(`${lang}: tabbing backwards through a page with a sticky anchor list never leaves focus under the sticky parts`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.locator("[data-sticky-anchors]")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer a").last().focus();
  const covered: string[] = [];
  let afterSkipLink: Awaited<ReturnType<typeof focusInWindow>> = null;
  let reached = false;
  let stops = 0;
  for (; stops < 400; stops++) {
    await page.keyboard.press("Shift+Tab");
    // As on the calendar: near the top, the stop is judged once the header has grown back.
    if (await page.evaluate(() => window.scrollY < window.innerHeight / 2)) await page.waitForTimeout(500);
    const stop = await focusInWindow(page);
    reached = !!stop?.skipLink;
    if (reached) break;
    afterSkipLink = stop;
    let where = await focusAgainstSticky(page);
    if (where && where.top < where.stickyBottom) {
      await page.waitForTimeout(150);
      where = await focusAgainstSticky(page);
    }
    if (where && where.top < where.stickyBottom) covered.push(`${where.label}: top ${where.top} < ${where.stickyBottom}`);
  }
  expect(reached, "reached the skip link going backwards").toBe(true);
  expect(stops).toBeGreaterThan(20);
  expect(covered).toEqual([]);
  // The first stop after the skip link is in the window, not scrolled away above it.
  expect(afterSkipLink, "a stop after the skip link").not.toBeNull();
  expect(afterSkipLink!.top, afterSkipLink!.label).toBeGreaterThanOrEqual(0);
  expect(afterSkipLink!.bottom, afterSkipLink!.label).toBeLessThanOrEqual(afterSkipLink!.windowHeight);
});

for (const [lang, path] of [["de", "/de/besuch"], ["en", "/en/visit"]] as const) test(`${lang}: in edit mode, tabbing backwards through a page never leaves focus under the editor header`, async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await giveConsent(context, baseURL!);
  await logIn(context);
  const page = await context.newPage();
  await gotoEditor(page, `${path}?edit`);
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  await page.locator("footer a").last().focus();
  const covered: string[] = [];
  let stops = 0;
  for (; stops < 400; stops++) {
    await page.keyboard.press("Shift+Tab");
    if (await page.evaluate(() => !!document.activeElement?.closest("header[data-sticky-top]"))) break;
    let where = await focusAgainstSticky(page);
    if (where && where.top < where.stickyBottom) {
      await page.waitForTimeout(150);
      where = await focusAgainstSticky(page);
    }
    if (where && where.top < where.stickyBottom) covered.push(`${where.label}: top ${where.top} < ${where.stickyBottom}`);
  }
  expect(stops, "reached the editor header going backwards").toBeGreaterThan(20);
  expect(covered).toEqual([]);
  await context.close();
});
