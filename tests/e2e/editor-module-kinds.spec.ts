import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createPage, editorContext, gotoEditor, saved } from "./helpers/editor-page";

// The module kinds no other spec saves through the form (embeds, magazine teasers, finder
// references, copy), each added by click, filled, saved and rendered after a reload. One login
// for the file; each test makes its own page. The window is tall, so that the side panel's
// palette shows every kind unscrolled.
let context: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  context = await editorContext(browser, baseURL!, { viewport: { width: 1280, height: 1600 } });
});
test.afterAll(() => context.close());

// Three forms, their saves and a reload: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function editPage(slug: string): Promise<Page> {
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  return page;
}

/**
 * A kind added by click: on the empty page it makes the first section; after a module whose
 * handle has the focus it goes right after that module.
 */
async function addByClick(page: Page, label: string, after?: string): Promise<Locator> {
  if (after) await page.getByRole("button", { name: `Modul verschieben: ${after}`, exact: true }).focus();
  await page.getByRole("navigation", { name: "Module", exact: true }).getByRole("button", { name: label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Neues Modul: ${label}` });
  // The form's code loads when the first one opens: on two busy cores that took over 5 s.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function saveForm(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
}

/** Choose the finder result named `name` for a reference field opened by its button. */
async function chooseInFinder(page: Page, dialog: Locator, opener: string, title: string, name: string | RegExp) {
  await dialog.getByRole("button", { name: opener }).click();
  const finder = page.getByRole("dialog", { name: title });
  await finder.getByRole("list", { name: "Ergebnisse" }).getByRole("button", { name, exact: true }).click();
  await expect(finder).toBeHidden();
}

const moduleOf = (page: Page, type: string) => page.locator(`[data-module-type=${type}]`);
/** The module types per column of each section, top to bottom. */
const layoutOf = (page: Page) => page.locator("section[data-section-id]").evaluateAll((all) => all.map((section) => [...section.querySelectorAll("[data-drop-container]")]
  .map((column) => [...column.querySelectorAll(":scope > [data-module-type]")].map((module) => module.getAttribute("data-module-type")))));

test("embeds: an audio player, a viewer and a social media post, shown with the consent given", async () => {
  const page = await editPage(`kinds-embeds-${Date.now()}`);

  const audio = await addByClick(page, "Audio");
  await audio.getByLabel("Audio-URL").fill("https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk");
  await audio.getByRole("radio", { name: "Musik" }).check();
  await saveForm(page, audio);

  const viewer = await addByClick(page, "Viewer", "Audio");
  await viewer.getByLabel("Viewer-URL").fill("https://issuu.com/museum-am-fluss/docs/jahresprogramm-2026");
  await saveForm(page, viewer);

  const social = await addByClick(page, "Social Media", "Viewer");
  await social.getByLabel("Beitrags-URL").fill("https://www.instagram.com/p/C1a2B3c4D5e/");
  await social.getByLabel("Titel", { exact: true }).fill("Neu in der Sammlung");
  await saveForm(page, social);

  await page.reload();
  await expect.poll(() => layoutOf(page)).toEqual([[["audio", "viewer", "social_media"]]]);
  const player = moduleOf(page, "audio").locator("iframe");
  await expect(player).toHaveAttribute("src", "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk");
  await expect(player).toHaveAttribute("title", "Audio von Spotify");
  // Music gets the taller player with the track list.
  await expect(player).toHaveCSS("height", "352px");
  const flipBook = moduleOf(page, "viewer").locator("iframe");
  await expect(flipBook).toHaveAttribute("src", "https://e.issuu.com/embed.html?u=museum-am-fluss&d=jahresprogramm-2026");
  await expect(flipBook).toHaveAttribute("title", "Ansicht von Issuu");
  const post = moduleOf(page, "social_media").locator("iframe");
  await expect(post).toHaveAttribute("src", "https://www.instagram.com/p/C1a2B3c4D5e/embed");
  await expect(post).toHaveAttribute("title", "Neu in der Sammlung");
  await page.close();
});

test("magazine: the latest stories of a category and a highlight of another, both chosen in the finder", async () => {
  const page = await editPage(`kinds-magazine-${Date.now()}`);

  const latest = await addByClick(page, "Magazin-Teaser");
  await latest.getByLabel("Überschrift", { exact: true }).fill("Aus der Sammlung");
  await latest.getByLabel("Anzahl").fill("2");
  await chooseInFinder(page, latest, "Kategorie auswählen …", "Kategorie auswählen", "Sammlung");
  await expect(latest.getByRole("list", { name: "Kategorie: ausgewählt" })).toContainText("Sammlung");
  await saveForm(page, latest);

  const highlight = await addByClick(page, "Highlight-Teaser", "Magazin-Teaser");
  await highlight.getByLabel("Überschrift", { exact: true }).fill("Musik im Museum");
  await chooseInFinder(page, highlight, "Kategorie hinzufügen …", "Kategorie auswählen", "Musik");
  await expect(highlight.getByRole("list", { name: "Kategorie: ausgewählt" })).toContainText("Musik");
  await saveForm(page, highlight);

  await page.reload();
  await expect.poll(() => layoutOf(page)).toEqual([[["blog_teaser_list", "highlight_teaser"]]]);
  const stories = moduleOf(page, "blog_teaser_list");
  await expect(stories.getByRole("heading", { level: 2, name: "Aus der Sammlung" })).toBeVisible();
  await expect(stories.locator("article")).toHaveCount(2);
  await expect(stories.locator("article").getByText("Sammlung", { exact: true })).toHaveCount(2);
  const highlighted = moduleOf(page, "highlight_teaser");
  await expect(highlighted.getByRole("heading", { level: 2, name: "Musik im Museum" })).toBeVisible();
  await expect(highlighted.locator("article")).toHaveCount(3);
  await expect(highlighted.locator("article").getByText("Musik", { exact: true })).toHaveCount(3);
  await page.close();
});

test("references: a site form and a venue chosen in the finder", async () => {
  const page = await editPage(`kinds-references-${Date.now()}`);

  const form = await addByClick(page, "Formular");
  await chooseInFinder(page, form, "Formular auswählen …", "Formular auswählen", "Newsletter abonnieren");
  await expect(form.getByRole("list", { name: "Formular: ausgewählt" })).toContainText("Newsletter abonnieren");
  await saveForm(page, form);

  const venue = await addByClick(page, "Spielstätte", "Formular");
  // A venue's result is named with its address after the name.
  await chooseInFinder(page, venue, "Spielstätte auswählen …", "Spielstätte auswählen", /^Alte Pumpstation/);
  await expect(venue.getByRole("list", { name: "Spielstätte: ausgewählt" })).toContainText("Alte Pumpstation");
  await saveForm(page, venue);

  await page.reload();
  await expect.poll(() => layoutOf(page)).toEqual([[["forms", "venue"]]]);
  const siteForm = moduleOf(page, "forms");
  await expect(siteForm.getByRole("heading", { level: 2, name: "Newsletter abonnieren" })).toBeVisible();
  await expect(siteForm.getByRole("textbox", { name: /^Vorname/ })).toBeVisible();
  await expect(siteForm.getByRole("button", { name: "Absenden" })).toBeVisible();
  await expect(moduleOf(page, "venue").getByRole("heading", { level: 2, name: "Alte Pumpstation" })).toBeVisible();
  await page.close();
});

test("copy: a quote, HTML code, and image and text side by side", async () => {
  const page = await editPage(`kinds-copy-${Date.now()}`);

  const quote = await addByClick(page, "Zitat");
  await quote.getByLabel("Zitat", { exact: true }).fill("Am Fluss sieht man die Bilder mit anderen Augen.");
  await quote.getByLabel("Autor·in").fill("Ida Wendt");
  await saveForm(page, quote);

  const html = await addByClick(page, "HTML", "Zitat");
  await html.getByLabel("HTML-Code").fill('<p class="museum-hinweis">Donnerstags <strong>freier Eintritt</strong> ab 17 Uhr.</p>');
  await saveForm(page, html);

  const twoColumns = await addByClick(page, "Bild und Text", "HTML");
  await twoColumns.getByRole("radio", { name: "Text – Bild" }).check();
  await twoColumns.getByRole("button", { name: "Aus der Mediathek wählen …" }).click();
  const library = page.getByRole("dialog", { name: "Bild aus der Mediathek" });
  await library.getByRole("list", { name: "Bilder" }).getByRole("button").first().click();
  await expect(library).toBeHidden();
  await expect(twoColumns.locator("img")).toBeVisible();
  await twoColumns.getByLabel("Alternativtext").fill("Blick in den Großen Saal");
  await twoColumns.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.type("Der Saal im Abendlicht.");
  await saveForm(page, twoColumns);

  await page.reload();
  await expect.poll(() => layoutOf(page)).toEqual([[["quote", "html", "two_columns"]]]);
  await expect(moduleOf(page, "quote").locator("blockquote")).toHaveText("Am Fluss sieht man die Bilder mit anderen Augen.");
  await expect(moduleOf(page, "quote").locator("figcaption")).toHaveText("Ida Wendt");
  // The code is output as written.
  await expect(moduleOf(page, "html").locator("p.museum-hinweis strong")).toHaveText("freier Eintritt");
  const side = moduleOf(page, "two_columns");
  const text = side.getByText("Der Saal im Abendlicht.");
  const image = side.getByRole("img", { name: "Blick in den Großen Saal" });
  await expect(text).toBeVisible();
  await expect(image).toBeVisible();
  // "Text – Bild": the text stands left of the image.
  expect((await text.boundingBox())!.x).toBeLessThan((await image.boundingBox())!.x);
  await page.close();
});
