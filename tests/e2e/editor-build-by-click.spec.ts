import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";
import { createPage, editorContext, gotoEditor, publish, reloadEditor, saved } from "./helpers/editor-page";

// A page built from nothing by click alone, no drag: a hero, a section of two halves with a
// text on the left and an image on the right, then an FAQ below them; kept after a reload and
// shown so to a visitor once published. In both languages. The window is tall, so that the
// side panel's palette shows every kind unscrolled.
let context: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  context = await editorContext(browser, baseURL!, { viewport: { width: 1280, height: 1600 } });
});
test.afterAll(() => context.close());

const TEXTS = {
  de: {
    toolbar: "Module", hero: "Hero (Bild/Video)", text: "Text", image: "Bild", faq: "FAQ", newModule: "Neues Modul: ",
    headline: "Überschrift", onlineFrom: "Online ab", caption: "Bildunterschrift", library: "Aus der Mediathek wählen …", libraryTitle: "Bild aus der Mediathek",
    images: "Bilder", save: "Speichern", columns: "Spalten", addSection: "Sektion hinzufügen", section: "Sektion", column: "Spalte",
    addQuestion: "Frage hinzufügen", question: "Frage", answer: "Antwort", added: "Hinzugefügt: ",
    welcome: "Willkommen im Haus", paragraph: "Die Sammlung zeigt Kunst aus fünf Jahrhunderten.", imageCaption: "Blick in den großen Saal",
    faqQuestion: "Wann ist geöffnet?", faqAnswer: "Dienstag bis Sonntag.",
  },
  en: {
    toolbar: "Modules", hero: "Hero media", text: "Text", image: "Image", faq: "FAQ", newModule: "New module: ",
    headline: "Headline", onlineFrom: "Online from", caption: "Caption", library: "Choose from the library …", libraryTitle: "Image from the library",
    images: "Images", save: "Save", columns: "Columns", addSection: "Add section", section: "Section", column: "Column",
    addQuestion: "Add Question", question: "Question", answer: "Answer", added: "Added: ",
    welcome: "Welcome to the museum", paragraph: "The collection shows five centuries of art.", imageCaption: "A view of the great hall",
    faqQuestion: "When are you open?", faqAnswer: "Tuesday to Sunday.",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const toolbarButton = (page: Page, t: Texts, label: string) => page.getByRole("navigation", { name: t.toolbar, exact: true }).getByRole("button", { name: label, exact: true });
const sections = (page: Page) => page.locator("section[data-section-id]");
/** The module types per column of each section, top to bottom, as the editor shows them. */
const layoutOf = (page: Page) => sections(page).evaluateAll((all) => all.map((section) => [...section.querySelectorAll("[data-drop-container]")]
  .map((column) => [...column.querySelectorAll(":scope > [data-module-type]")].map((module) => module.getAttribute("data-module-type")))));
const announced = (page: Page, text: string) => expect(page.locator("[data-clipboard-status]")).toContainText(text, { timeout: 15_000 });

/** Choose a module kind in the palette by click: its form opens for the chosen place. */
async function addByClick(page: Page, t: Texts, label: string) {
  await toolbarButton(page, t, label).click();
  const dialog = page.getByRole("dialog", { name: `${t.newModule}${label}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Pick the library's first image for the form's first image field. The library's button is
 * pressed by keyboard, as in editor-click.spec.ts: the form's first field has the focus, and
 * leaving it shows its required message, which re-centres the dialog between a mouse's press
 * and release. The image itself is chosen by click.
 */
async function libraryImage(page: Page, t: Texts, dialog: Locator) {
  await dialog.getByRole("button", { name: t.library }).first().focus();
  await page.keyboard.press("Enter");
  const library = page.getByRole("dialog", { name: t.libraryTitle });
  await library.getByRole("list", { name: t.images }).getByRole("button").first().click();
  await expect(library).toBeHidden();
  await expect(dialog.locator("img").first()).toBeVisible();
}

async function saveForm(page: Page, t: Texts, dialog: Locator) {
  await dialog.getByRole("button", { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
}

/**
 * Two boxes side by side: the first ends left of where the second starts, and the second starts
 * above the first one's bottom plus a module gap (a one-line text and an image with its own
 * spacing need not overlap in height, but stacked columns would put the image below the text).
 */
async function sideBySide(left: Locator, right: Locator) {
  const a = (await left.boundingBox())!;
  const b = (await right.boundingBox())!;
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  expect(b.y).toBeLessThan(a.y + a.height + 200);
}

/** Each locator's top lies below the one before it. */
async function topToBottom(...locators: Locator[]) {
  const tops = await Promise.all(locators.map(async (locator) => (await locator.boundingBox())!.y));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
}

for (const lang of ["de", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: hero, text and image side by side, and an FAQ, added by click and filled in their forms, kept on reload and shown to visitors`, async ({ browser, baseURL }) => {
    // Four forms, a library, a reload, a publication and a visitor, on a machine all of them share.
    test.setTimeout(240_000);
    const slug = `editor-build-by-click-${lang}-${Date.now()}`;
    await createPage(context, slug);
    const page = await context.newPage();
    await gotoEditor(page, `/${lang}/${slug}?edit`);
    await expect(sections(page)).toHaveCount(0);

    // The hero: on the empty page a click on its kind makes the page's first section.
    const hero = await addByClick(page, t, t.hero);
    await libraryImage(page, t, hero);
    await hero.getByLabel(t.headline, { exact: true }).fill(t.welcome);
    await hero.getByLabel(t.onlineFrom).fill("2026-01-01T10:00");
    await saveForm(page, t, hero);
    await announced(page, `${t.added}${t.hero} in ${t.section} 1, ${t.column} 1`);

    // A section of two halves below it.
    await page.getByLabel(t.columns).last().selectOption("50-50");
    await page.getByRole("button", { name: t.addSection, exact: true }).click();
    await saved(page);
    const halves = page.locator("section[data-layout='50-50']");
    await expect(halves).toHaveCount(1);

    // A click in a column chooses it: the text goes into the left half, the image into the right.
    await halves.getByRole("group", { name: `${t.column} 1` }).click();
    const text = await addByClick(page, t, t.text);
    await text.getByRole("textbox", { name: t.text, exact: true }).click();
    await page.keyboard.type(t.paragraph);
    await saveForm(page, t, text);
    await announced(page, `${t.added}${t.text} in ${t.section} 2, ${t.column} 1`);

    await halves.getByRole("group", { name: `${t.column} 2` }).click();
    const image = await addByClick(page, t, t.image);
    await libraryImage(page, t, image);
    await image.getByLabel(t.caption, { exact: true }).fill(t.imageCaption);
    await saveForm(page, t, image);
    await announced(page, `${t.added}${t.image} in ${t.section} 2, ${t.column} 2`);

    // The FAQ below both halves: a one-column section at the end, its column chosen by click.
    await page.getByLabel(t.columns).last().selectOption("100");
    await page.getByRole("button", { name: t.addSection, exact: true }).click();
    await saved(page);
    await expect(sections(page)).toHaveCount(3);
    await sections(page).nth(2).getByRole("group", { name: `${t.column} 1` }).click();
    const faq = await addByClick(page, t, t.faq);
    await faq.getByRole("button", { name: t.addQuestion }).click();
    const item = faq.getByRole("group", { name: `${t.question} 1` });
    await item.getByLabel(t.question, { exact: true }).fill(t.faqQuestion);
    await item.getByRole("textbox", { name: t.answer }).click();
    await page.keyboard.type(t.faqAnswer);
    await saveForm(page, t, faq);
    await announced(page, `${t.added}${t.faq} in ${t.section} 3, ${t.column} 1`);

    // Kept as built: hero, the two halves side by side, the FAQ; in that order after a reload.
    const built = [[["hero_media"]], [["text"], ["image"]], [["faq"]]];
    await expect.poll(() => layoutOf(page)).toEqual(built);
    await reloadEditor(page);
    await expect.poll(() => layoutOf(page)).toEqual(built);
    const editedHero = page.getByRole("heading", { level: 2, name: t.welcome });
    const editedText = halves.locator("[data-module-type=text]").getByText(t.paragraph);
    const editedImage = halves.locator("[data-module-type=image]").locator("img").first();
    const editedFaq = page.locator("[data-module-type=faq] summary").filter({ hasText: t.faqQuestion });
    for (const shown of [editedHero, editedText, editedImage, editedFaq]) await expect(shown).toBeVisible();
    await expect(halves.locator("[data-module-type=image]")).toContainText(t.imageCaption);
    await sideBySide(halves.locator("[data-module-type=text]"), halves.locator("[data-module-type=image]"));
    await topToBottom(editedHero, editedText, editedFaq);
    await topToBottom(editedImage, editedFaq);

    // Published, a visitor sees the same page: hero, text and image side by side, then the FAQ.
    await publish(page, lang);
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
    await giveConsent(visitor, baseURL!);
    const visit = await visitor.newPage();
    await expect.poll(async () => {
      await visit.goto(`/${lang}/${slug}`);
      return visit.locator("section[data-section-id]").count();
    }, { timeout: 30_000 }).toBe(3);
    const shown = visit.locator("section[data-section-id]");
    const visitorHero = shown.nth(0).getByRole("heading", { level: 2, name: t.welcome });
    const visitorText = shown.nth(1).getByText(t.paragraph);
    const visitorImage = shown.nth(1).locator("figure");
    const question = shown.nth(2).locator("summary").filter({ hasText: t.faqQuestion });
    for (const element of [visitorHero, visitorText, visitorImage, question]) await expect(element).toBeVisible();
    await expect(visitorImage.locator("img")).toHaveCount(1);
    await expect(visitorImage.locator("figcaption")).toHaveText(t.imageCaption);
    await sideBySide(visitorText, visitorImage);
    await topToBottom(visitorHero, visitorText, question);
    // The answer opens from its question.
    await question.click();
    await expect(shown.nth(2).getByText(t.faqAnswer)).toBeVisible();
    await visitor.close();
    await page.close();
  });
}
