import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { csrfOf, gotoEditor, logIn, mouseDragTo, type Point, pointIn, saved } from "./helpers/editor-page";

/** A page with two 50-50 sections: A1 A2 | A3 and B1 | (empty), written through the editor API. */
async function pageWithModules(context: BrowserContext, request: APIRequestContext, slug: string) {
  const headers = { "X-CSRFToken": await csrfOf(context) };
  const created = await request.post("/de/pageeditor-api/pages/", {
    headers, data: { is_online: true, translations: { de: { path: slug, title: "Verschieben" }, en: { path: slug, title: "Moving" } } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [position, section] of ["sec-a", "sec-b"].entries()) {
    expect((await request.post("/de/pageeditor-api/section/", { headers, data: { object_id: id, id: `${slug}-${section}`, layout: "50-50", position } })).status()).toBe(201);
  }
  const modules: [string, number, string][] = [["sec-a", 0, "A1"], ["sec-a", 0, "A2"], ["sec-a", 1, "A3"], ["sec-b", 0, "B1"]];
  for (const [section, column, text] of modules) {
    const response = await request.post("/de/pageeditor-api/module/", {
      headers, data: { section: `${slug}-${section}`, column, id: `${slug}-${text}`, type: "headline", headline_level: 2, content: text },
    });
    expect(response.status()).toBe(201);
  }
}

/** The headlines per section and column, as the editor shows them. */
const layoutOf = (page: Page) =>
  page.locator("section[data-section-id]").evaluateAll((sections) =>
    sections.map((section) => [...section.querySelectorAll("[data-drop-container]")].map((column) => [...column.querySelectorAll("h2")].map((h2) => h2.textContent))));

/**
 * Drag a handle by mouse once the page is scrolled so that the handle and the drop target sit
 * around the middle of the part of the window the sticky headers leave free (the page's scroll
 * padding), clear of the window's edges, where dnd-kit scrolls the page; the button stays down.
 */
async function dragHandleTo(page: Page, handle: Locator, to: () => Promise<Point>) {
  const from = (await handle.boundingBox())!;
  const middle = (from.y + (await to()).y) / 2;
  await page.evaluate((y) => {
    const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    window.scrollBy({ top: y - (covered + window.innerHeight) / 2, behavior: "instant" });
  }, middle);
  await mouseDragTo(page, handle, to);
}

test("modules move within and across columns and sections move, by mouse and by keyboard alone", async ({ browser, baseURL }) => {
  // Tall enough that a drag's start and end both stay clear of the edges, where dnd-kit scrolls the page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-moves-${Date.now()}`;
  await pageWithModules(context, context.request, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  await expect.poll(() => layoutOf(page)).toEqual([[["A1", "A2"], ["A3"]], [["B1"], []]]);
  const live = page.locator("[id^=DndLiveRegion]");
  const handle = (text: string) => page.locator(`[data-module-id='${slug}-${text}']`).getByRole("button", { name: "Modul verschieben: Überschrift" });

  // Space picks up, an arrow key steps to the next place. dnd-kit listens for the arrow keys
  // from the task after the pick-up on, so a step waits for the pick-up to be heard, as a person does.
  const pickUpAndStep = async (item: string, key: "ArrowDown" | "ArrowUp", place: string) => {
    await page.keyboard.press("Space");
    await expect(live).toContainText(`${item} aufgenommen`);
    // On a busy machine the first key can still fall before dnd-kit listens: pressed again only
    // while the live region still announces the pick-up, i.e. when no step was heard.
    await expect(async () => {
      if (((await live.textContent()) ?? "").includes(`${item} aufgenommen`)) await page.keyboard.press(key);
      await expect(live).toContainText(place, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  };

  // By keyboard: A1 one place down in its column (after A2), the live region says where it is.
  await handle("A1").focus();
  await pickUpAndStep("Überschrift", "ArrowDown", "Sektion 1, Spalte 1, Stelle 2 von 2");
  await expect(handle("A1")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`[data-module-id='${slug}-A2'][data-drop=after]`)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Space");
  await saved(page);
  await expect.poll(() => layoutOf(page)).toEqual([[["A2", "A1"], ["A3"]], [["B1"], []]]);
  await expect(handle("A1")).toBeFocused();

  // By keyboard, across columns: A1 steps on into the second column, before A3; focus follows it.
  // The next pick-up waits for this move to be saved, as a person waits for the saved notice.
  await pickUpAndStep("Überschrift", "ArrowDown", "Sektion 1, Spalte 2, Stelle 1 von 2");
  const moveSaved = page.waitForResponse((response) => response.request().method() !== "GET" && response.url().includes("/pageeditor-api/"));
  await page.keyboard.press("Space");
  expect((await moveSaved).ok()).toBe(true);
  await expect.poll(() => layoutOf(page)).toEqual([[["A2"], ["A1", "A3"]], [["B1"], []]]);
  await expect(handle("A1")).toBeFocused();

  // Escape puts it back where it was.
  await pickUpAndStep("Überschrift", "ArrowDown", "Sektion 1, Spalte 2, Stelle 2 von 2");
  await page.keyboard.press("Escape");
  await expect(live).toContainText("Ziehen abgebrochen");
  await expect.poll(() => layoutOf(page)).toEqual([[["A2"], ["A1", "A3"]], [["B1"], []]]);

  // By mouse: A3 into the empty second column of section 2; the line shows where it lands.
  const empty = page.locator("section[data-section-id]").nth(1).getByRole("group", { name: "Spalte 2" });
  await dragHandleTo(page, handle("A3"), pointIn(empty));
  await expect(empty).toHaveAttribute("data-over", "true");
  await page.mouse.up();
  await saved(page);
  await expect.poll(() => layoutOf(page)).toEqual([[["A2"], ["A1"]], [["B1"], ["A3"]]]);

  // By mouse: B1 to the top of section 1's first column, above A2.
  await dragHandleTo(page, handle("B1"), pointIn(page.locator(`[data-module-id='${slug}-A2']`), 4));
  await expect(page.locator(`[data-module-id='${slug}-A2'][data-drop=before]`)).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(() => layoutOf(page)).toEqual([[["B1", "A2"], ["A1"]], [[], ["A3"]]]);

  // A section by keyboard: section 2 up before section 1.
  await page.getByRole("button", { name: "Sektion verschieben: Sektion 2" }).focus();
  await pickUpAndStep("Sektion 2", "ArrowUp", "Sektionen, Stelle 1 von 2");
  await page.keyboard.press("Space");
  await expect.poll(() => layoutOf(page)).toEqual([[[], ["A3"]], [["B1", "A2"], ["A1"]]]);

  // …and back down by mouse, below the other one.
  await dragHandleTo(page, page.getByRole("button", { name: "Sektion verschieben: Sektion 1" }), pointIn(page.locator("section[data-section-id]").nth(1), -10));
  await expect(page.locator("section[data-section-id]").nth(1)).toHaveAttribute("data-drop", "after");
  // This move's own save (the saved alert may still be the one of a move before).
  const storedMove = page.waitForResponse((response) => response.request().method() === "PATCH"
    && response.url().includes("/section/") && response.request().postDataJSON()?.position === 1);
  await page.mouse.up();
  await expect.poll(() => layoutOf(page)).toEqual([[["B1", "A2"], ["A1"]], [[], ["A3"]]]);
  expect((await storedMove).ok()).toBe(true);

  // All of it was saved: a reload shows the same page.
  await page.reload();
  await expect.poll(() => layoutOf(page)).toEqual([[["B1", "A2"], ["A1"]], [[], ["A3"]]]);
  await context.close();
});
