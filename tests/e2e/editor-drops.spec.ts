import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { csrfOf, editorContext, gotoEditor, mouseDragTo, pointIn, saved } from "./helpers/editor-page";

// New modules land where the drop line shows, also in the section the editor made for a page
// created empty (its slug is the page's initial section's). One login for the file.
// The window is tall enough that the drop point stays clear of the bottom edge, where dnd-kit scrolls the page.
let context: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  context = await editorContext(browser, baseURL!, { viewport: { width: 1280, height: 1800 } });
});
test.afterAll(() => context.close());

/** A page as the editor leaves it after its first two drops: its initial section with "Oben" and "Unten". */
async function pageMadeInEditor(slug: string) {
  const headers = { "X-CSRFToken": await csrfOf(context) };
  const created = await context.request.post("/de/pageeditor-api/pages/", {
    headers, data: { is_online: true, translations: { de: { path: slug, title: "Ablegen" }, en: { path: slug, title: "Dropping" } } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const section = `initial-cms-page-${id}-de`;
  expect((await context.request.post("/de/pageeditor-api/section/", { headers, data: { object_id: id, id: section, layout: "100", position: 0 } })).status()).toBe(201);
  for (const text of ["Oben", "Unten"]) {
    const data = { section, column: 0, id: `${slug}-${text}`, type: "headline", headline_level: 2, content: text };
    expect((await context.request.post("/de/pageeditor-api/module/", { headers, data })).status()).toBe(201);
  }
}

const headlines = (page: Page) => page.locator("[data-module-type=headline]").getByRole("heading");

/** Fill the new headline's modal and save it. */
async function saveHeadline(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Überschrift", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
}

async function openEditor(slug: string) {
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await expect(headlines(page)).toHaveText(["Oben", "Unten"]);
  return page;
}

test("a module dropped by mouse between two others lands between them", async () => {
  const slug = `drop-mouse-${Date.now()}`;
  await pageMadeInEditor(slug);
  const page = await openEditor(slug);
  const toolbar = page.getByRole("navigation", { name: "Module" });
  // Just below the top of "Unten": above its middle, so the line shows between the two.
  await mouseDragTo(page, toolbar.getByRole("button", { name: "Überschrift", exact: true }), pointIn(page.locator(`[data-module-id='${slug}-Unten']`), 3));
  await expect(page.locator(`[data-module-id='${slug}-Unten'][data-drop=before]`)).toHaveCount(1);
  await page.mouse.up();
  await saveHeadline(page, "Mitte");
  await expect(headlines(page)).toHaveText(["Oben", "Mitte", "Unten"]);
  await page.reload();
  await expect(headlines(page)).toHaveText(["Oben", "Mitte", "Unten"]);
  await page.close();
});

test("a module dropped by keyboard between two others lands between them", async () => {
  const slug = `drop-keys-${Date.now()}`;
  await pageMadeInEditor(slug);
  const page = await openEditor(slug);
  const live = page.locator("[id^=DndLiveRegion]");
  await page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: "Überschrift", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText("Überschrift aufgenommen");
  // One step at a time: the next key only after the live region has announced this one.
  for (let step = 0; step < 6; step++) {
    const announced = (await live.textContent()) ?? "";
    if (announced.includes("Stelle 2 von 3")) break;
    await page.keyboard.press("ArrowDown");
    await expect(live).not.toHaveText(announced);
  }
  await expect(live).toContainText("Sektion 1, Spalte 1, Stelle 2 von 3");
  await page.keyboard.press("Space");
  await saveHeadline(page, "Mitte");
  await page.reload();
  await expect(headlines(page)).toHaveText(["Oben", "Mitte", "Unten"]);
  await page.close();
});
