import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createPage, editorContext, gotoEditor, mouseDrag, saved } from "./helpers/editor-page";

// Every list module kind, saved with two items and still there after a reload. One login
// for the file; each test makes its own page, so none depends on another.
let context: BrowserContext;
// Tall, as for the other specs that drag from the palette: every kind shows in the side panel unscrolled.
test.beforeAll(async ({ browser, baseURL }) => {
  context = await editorContext(browser, baseURL!, { viewport: { width: 1280, height: 1600 } });
});
test.afterAll(() => context.close());

/** A fresh page in edit mode with one section, the new module's modal open on its column. */
async function openNewModule(slug: string, label: string): Promise<{ page: Page; dialog: Locator }> {
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const column = page.locator("section[data-layout]").first().getByRole("group", { name: "Spalte 1" });
  await mouseDrag(page, page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: label, exact: true }), column);
  const dialog = page.getByRole("dialog", { name: `Neues Modul: ${label}` });
  await expect(dialog).toBeVisible();
  return { page, dialog };
}

/** Add two items, fill each, save; the form must close with nothing left in the way. */
async function saveTwo(page: Page, dialog: Locator, itemLabel: string, fill: (item: Locator, n: 1 | 2) => Promise<void>) {
  for (const n of [1, 2] as const) {
    await dialog.getByRole("button", { name: `${itemLabel} hinzufügen` }).click();
    await fill(dialog.getByRole("group", { name: `${itemLabel} ${n}` }), n);
  }
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  await page.reload();
}

/** Pick the n-th image of the library for an item's image field. */
async function libraryImage(page: Page, item: Locator, n: number) {
  await item.getByRole("button", { name: "Aus der Mediathek wählen …" }).click();
  const library = page.getByRole("dialog", { name: "Bild aus der Mediathek" });
  await library.getByRole("list", { name: "Bilder" }).getByRole("button").nth(n - 1).click();
  await expect(library).toBeHidden();
  await expect(item.locator("img")).toBeVisible();
}

const moduleOf = (page: Page, type: string) => page.locator(`[data-module-type=${type}]`);

test("a teaser list saves two teasers", async () => {
  const { page, dialog } = await openNewModule(`list-teaser-${Date.now()}`, "Teaser-Liste");
  await dialog.getByRole("radio", { name: "Liste" }).check();
  await saveTwo(page, dialog, "Teaser", (item, n) => item.getByLabel("Überschrift", { exact: true }).fill(`Teaser Nummer ${n}`));
  await expect(moduleOf(page, "teaser_list").getByRole("heading")).toHaveText(["Teaser Nummer 1", "Teaser Nummer 2"]);
  await page.close();
});

test("an anchor list saves two jump links", async () => {
  const { page, dialog } = await openNewModule(`list-anchor-${Date.now()}`, "Sprungmarken");
  await saveTwo(page, dialog, "Sprunglink", async (item, n) => {
    await item.getByLabel("Linktext").fill(`Sprung ${n}`);
    await item.getByLabel("Anker").fill(`#ziel-${n}`);
  });
  const links = moduleOf(page, "anchor_list").getByRole("link");
  await expect(links).toHaveText(["Sprung 1", "Sprung 2"]);
  await expect(links.first()).toHaveAttribute("href", "#ziel-1");
  await page.close();
});

test("a venue list saves two venues chosen in the finder", async () => {
  const { page, dialog } = await openNewModule(`list-venue-${Date.now()}`, "Spielstätten");
  const names: string[] = [];
  await saveTwo(page, dialog, "Spielstätte", async (item, n) => {
    await item.getByRole("button", { name: "Spielstätte auswählen …" }).click();
    const finder = page.getByRole("dialog", { name: "Spielstätte auswählen" });
    const result = finder.getByRole("list", { name: "Ergebnisse" }).getByRole("button").nth(n - 1);
    names.push((await result.locator("span").first().textContent()) ?? "");
    await result.click();
    await expect(finder).toBeHidden();
  });
  expect(names[0]).not.toBe(names[1]);
  await expect(moduleOf(page, "venue_list").getByRole("heading")).toHaveText(names);
  await page.close();
});

test("a logo list saves two logos from the library", async () => {
  const { page, dialog } = await openNewModule(`list-logo-${Date.now()}`, "Logoleiste");
  await saveTwo(page, dialog, "Logo", async (item, n) => {
    await libraryImage(page, item, n);
    await item.getByLabel("Name").fill(`Förderer ${n}`);
  });
  await expect(moduleOf(page, "logo_list").getByRole("img")).toHaveCount(2);
  await expect(moduleOf(page, "logo_list").getByRole("img", { name: "Förderer 2" })).toBeVisible();
  await page.close();
});

test("a FAQ saves two questions", async () => {
  const { page, dialog } = await openNewModule(`list-faq-${Date.now()}`, "FAQ");
  await saveTwo(page, dialog, "Frage", async (item, n) => {
    await item.getByLabel("Frage", { exact: true }).fill(`Frage Nummer ${n}?`);
    await item.getByRole("textbox", { name: "Antwort" }).click();
    await page.keyboard.type(`Antwort ${n}.`);
  });
  await expect(moduleOf(page, "faq").locator("summary")).toHaveText(["Frage Nummer 1?", "Frage Nummer 2?"]);
  await page.close();
});

test("an image list saves two images with captions", async () => {
  const { page, dialog } = await openNewModule(`list-image-${Date.now()}`, "Bilderliste");
  await dialog.getByRole("radio", { name: "Raster" }).check();
  await saveTwo(page, dialog, "Bild", async (item, n) => {
    await libraryImage(page, item, n);
    await item.getByLabel("Bildunterschrift").fill(`Unterschrift ${n}`);
  });
  await expect(moduleOf(page, "image_list").locator("figcaption")).toHaveText(["Unterschrift 1", "Unterschrift 2"]);
  await page.close();
});

test("a video list saves two videos", async () => {
  const { page, dialog } = await openNewModule(`list-video-${Date.now()}`, "Videoliste");
  await saveTwo(page, dialog, "Video", async (item, n) => {
    await item.getByLabel("Video-URL").fill(`https://www.youtube.com/watch?v=abcdefghij${n}`);
    await item.getByLabel("Titel").fill(`Film ${n}`);
  });
  await expect(moduleOf(page, "video_list").getByText(/^Film [12]$/)).toHaveCount(2);
  await page.close();
});
