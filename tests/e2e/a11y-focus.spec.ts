import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

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
  for (const part of document.querySelectorAll("[data-sticky-top], [data-section-id]:has([data-sticky-anchors])")) {
    const box = part.getBoundingClientRect();
    if (box.top <= bottom + 1 && box.bottom > bottom) bottom = box.bottom;
  }
  return { label: `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ""}`, top: Math.round(rect.top), stickyBottom: Math.round(bottom) };
});

test("de: tabbing backwards through the calendar never leaves focus under the sticky header", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de/kalender");
  await page.locator("footer a").last().focus();
  const covered: string[] = [];
  let stops = 0;
  for (; stops < 200; stops++) {
    await page.keyboard.press("Shift+Tab");
    // The header grows back (0.4 s) when the page returns near its top.
    await page.waitForTimeout(500);
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest("header[data-sticky-top]"));
    if (inHeader) break;
    const where = await focusAgainstSticky(page);
    if (where && where.top < where.stickyBottom) covered.push(`${where.label}: top ${where.top} < ${where.stickyBottom}`);
  }
  expect(stops, "reached the header going backwards").toBeGreaterThan(20);
  expect(covered).toEqual([]);
});
