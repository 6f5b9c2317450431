import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { createPage, editorContext, gotoEditor, reloadEditor, saved } from "./helpers/editor-page";

// Building a page by click alone, inserting a section between two, the editor's keyboard
// shortcuts and the question before a module form's changes are thrown away, in both
// languages. The window is tall, so that the side panel's palette shows every kind unscrolled.
let context: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  context = await editorContext(browser, baseURL!, { viewport: { width: 1280, height: 1600 } });
});
test.afterAll(() => context.close());

const TEXTS = {
  de: {
    toolbar: "Module", hero: "Hero (Bild/Video)", text: "Text", image: "Bild", faq: "FAQ", newModule: "Neues Modul: ",
    headline: "Überschrift", onlineFrom: "Online ab", library: "Aus der Mediathek wählen …", libraryTitle: "Bild aus der Mediathek", images: "Bilder",
    save: "Speichern", cancel: "Abbrechen", columns: "Spalten", addSection: "Sektion hinzufügen", section: "Sektion", column: "Spalte",
    addQuestion: "Frage hinzufügen", question: "Frage", answer: "Antwort", added: "Hinzugefügt: ",
    insertHere: "Sektion hier einfügen", insertLayout: "Spalten der neuen Sektion", insert: "Einfügen",
    move: "Modul verschieben: ", edit: "Bearbeiten: ", shortcuts: "Tastenkürzel", close: "Schließen",
    discardTitle: "Ungespeicherte Änderungen verwerfen?", keep: "Weiter bearbeiten", discard: "Verwerfen", undone: "Rückgängig gemacht.",
  },
  en: {
    toolbar: "Modules", hero: "Hero media", text: "Text", image: "Image", faq: "FAQ", newModule: "New module: ",
    headline: "Headline", onlineFrom: "Online from", library: "Choose from the library …", libraryTitle: "Image from the library", images: "Images",
    save: "Save", cancel: "Cancel", columns: "Columns", addSection: "Add section", section: "Section", column: "Column",
    addQuestion: "Add Question", question: "Question", answer: "Answer", added: "Added: ",
    insertHere: "Insert section here", insertLayout: "Columns of the new section", insert: "Insert",
    move: "Move module: ", edit: "Edit: ", shortcuts: "Keyboard shortcuts", close: "Close",
    discardTitle: "Discard unsaved changes?", keep: "Keep editing", discard: "Discard", undone: "Undone.",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const toolbarButton = (page: Page, t: Texts, label: string) => page.getByRole("navigation", { name: t.toolbar, exact: true }).getByRole("button", { name: label, exact: true });
const newModule = (page: Page, t: Texts, label: string) => page.getByRole("dialog", { name: `${t.newModule}${label}` });
const sections = (page: Page) => page.locator("section[data-section-id]");
/** The module types per column of each section, top to bottom. */
const layoutOf = (page: Page) => sections(page).evaluateAll((all) => all.map((section) => [...section.querySelectorAll("[data-drop-container]")]
  .map((column) => [...column.querySelectorAll(":scope > [data-module-type]")].map((module) => module.getAttribute("data-module-type")))));
const announced = (page: Page, text: string) => expect(page.locator("[data-clipboard-status]")).toContainText(text, { timeout: 15_000 });

/**
 * Pick the library's first image for the form's first image field. By keyboard: the form's
 * first field has the focus, and leaving it shows its required message, which re-centres the
 * dialog between a mouse's press and release.
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
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
}

/** The focused element sits below what sticks at the top of the window, not under it. */
async function focusInSight(page: Page) {
  const gap = await page.evaluate(() => {
    const covered = Math.max(0, ...[...document.querySelectorAll("[data-sticky-top]")]
      .filter((element) => ["sticky", "fixed"].includes(getComputedStyle(element).position))
      .map((element) => element.getBoundingClientRect().bottom));
    return document.activeElement!.getBoundingClientRect().top - covered;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
}

for (const lang of ["de", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a page built by click only, a section inserted between two, shortcuts and the question before changes are discarded`, async () => {
    // A long walk through the editor on a machine the server, the browser and the runner share.
    test.setTimeout(240_000);
    const slug = `editor-click-${lang}-${Date.now()}`;
    await createPage(context, slug);
    const page = await context.newPage();
    await gotoEditor(page, `/${lang}/${slug}?edit`);

    // On the empty page a click on a kind makes the page's first section and opens the form.
    await toolbarButton(page, t, t.hero).click();
    const hero = newModule(page, t, t.hero);
    await expect(hero).toBeVisible();
    await libraryImage(page, t, hero);
    await hero.getByLabel(t.headline, { exact: true }).fill("Willkommen");
    await hero.getByLabel(t.onlineFrom).fill("2026-01-01T10:00");
    await saveForm(page, t, hero);
    await announced(page, `${t.added}${t.hero} in ${t.section} 1, ${t.column} 1`);
    // The new module has the focus, in sight below the header.
    await expect(page.locator("[data-module-type=hero_media] [data-drag-handle]")).toBeFocused();
    await focusInSight(page);

    await page.getByLabel(t.columns).last().selectOption("50-50");
    await page.getByRole("button", { name: t.addSection, exact: true }).click();
    await saved(page);
    const halves = page.locator("section[data-layout='50-50']");

    // A click in a column chooses it: the next kind goes to its end.
    await halves.getByRole("group", { name: `${t.column} 1` }).click();
    await toolbarButton(page, t, t.text).click();
    const text = newModule(page, t, t.text);
    await text.getByRole("textbox", { name: t.text, exact: true }).click();
    await page.keyboard.type("Ein Absatz.");
    await saveForm(page, t, text);
    // Each module added by click takes the focus once its form is gone; the next choice waits
    // for that, or the late focus would choose the module just added instead.
    await expect(halves.locator("[data-module-type=text] [data-drag-handle]")).toBeFocused();
    await halves.getByRole("group", { name: `${t.column} 2` }).click();
    await toolbarButton(page, t, t.image).click();
    const image = newModule(page, t, t.image);
    await libraryImage(page, t, image);
    await saveForm(page, t, image);
    await expect(halves.locator("[data-module-type=image] [data-drag-handle]")).toBeFocused();

    // By keyboard: the text's handle chooses it, Alt+T goes to the toolbar, Enter adds after it.
    await halves.getByRole("button", { name: `${t.move}${t.text}` }).focus();
    await page.keyboard.press("Alt+t");
    await expect(page.getByRole("navigation", { name: t.toolbar, exact: true }).getByRole("button").first()).toBeFocused();
    await toolbarButton(page, t, t.faq).focus();
    await page.keyboard.press("Enter");
    const faq = newModule(page, t, t.faq);
    await expect(faq).toBeVisible();
    await faq.getByRole("button", { name: t.addQuestion }).click();
    const item = faq.getByRole("group", { name: `${t.question} 1` });
    await item.getByLabel(t.question, { exact: true }).fill("Wann offen?");
    await item.getByRole("textbox", { name: t.answer }).click();
    await page.keyboard.type("Täglich.");
    await saveForm(page, t, faq);
    await announced(page, `${t.added}${t.faq} in ${t.section} 2, ${t.column} 1`);
    const built = [[["hero_media"]], [["text", "faq"], ["image"]]];
    await expect.poll(() => layoutOf(page)).toEqual(built);
    await reloadEditor(page);
    await expect.poll(() => layoutOf(page)).toEqual(built);

    // A section inserted between the two is saved there.
    const insertHere = page.getByRole("button", { name: t.insertHere });
    await expect(insertHere).toHaveCount(1);
    // On the line between them, nothing covers it; the keyboard reaches it as well.
    await insertHere.click();
    await expect(insertHere).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(insertHere).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(insertHere).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel(t.insertLayout).selectOption("33-33-33");
    await page.getByRole("button", { name: t.insert, exact: true }).click();
    await saved(page);
    await expect(sections(page)).toHaveCount(3);
    await expect(page.locator("section[data-layout='33-33-33'] > div > [data-drag-handle]")).toBeFocused();
    await focusInSight(page);
    const inserted = () => sections(page).evaluateAll((all) => all.map((section) => section.getAttribute("data-layout")));
    await expect.poll(inserted).toEqual(["100", "33-33-33", "50-50"]);
    await reloadEditor(page);
    await expect.poll(inserted).toEqual(["100", "33-33-33", "50-50"]);

    // Shortcuts on the focused module: duplicate, move down and up, delete, undo.
    const textHandle = halves.getByRole("button", { name: `${t.move}${t.text}` });
    await textHandle.first().focus();
    await page.keyboard.press("ControlOrMeta+d");
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "text", "faq"], ["image"]]]);
    await saved(page);
    // The copy has the focus: down past the FAQ, then up again.
    await expect(textHandle.nth(1)).toBeFocused();
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "faq", "text"], ["image"]]]);
    await expect(textHandle.nth(1)).toBeFocused();
    await focusInSight(page);
    await saved(page);
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "text", "faq"], ["image"]]]);
    await expect(textHandle.nth(1)).toBeFocused();
    await saved(page);
    await page.keyboard.press("Delete");
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "faq"], ["image"]]]);
    await saved(page);
    // The focus went on to the next module, the FAQ.
    await expect(halves.getByRole("button", { name: `${t.move}${t.faq}` })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(page.getByRole("status").filter({ hasText: t.undone })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "text", "faq"], ["image"]]]);

    // The help: by "?" and by the header's button, checked with axe, closed by Escape.
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: t.shortcuts });
    await expect(help).toBeVisible();
    await expect(help.locator("kbd").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await page.getByRole("button", { name: t.shortcuts }).click();
    await expect(help).toBeVisible();
    await help.getByRole("button", { name: t.close }).click();
    await expect(help).toBeHidden();

    // Never while typing: Delete and "?" in a form field are the field's.
    await halves.getByRole("button", { name: `${t.edit}${t.faq}` }).click();
    const form = page.getByRole("dialog", { name: `${t.edit}${t.faq}` });
    const question = form.getByRole("group", { name: `${t.question} 1` }).getByLabel(t.question, { exact: true });
    // Without changes Escape closes the form at once.
    await expect(form).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await halves.getByRole("button", { name: `${t.edit}${t.faq}` }).click();
    await question.click();
    await page.keyboard.press("End");
    await page.keyboard.press("?");
    await page.keyboard.press("Delete");
    await expect(question).toHaveValue("Wann offen??");
    await expect(help).toBeHidden();
    await expect.poll(() => layoutOf(page)).toEqual([[["hero_media"]], [[], [], []], [["text", "text", "faq"], ["image"]]]);

    // With changes Escape asks first; keeping on editing keeps the form and its text.
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: t.discardTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: t.keep })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: t.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(form).toBeVisible();
    await expect(question).toHaveValue("Wann offen??");
    // Escape on the question itself keeps editing too; Cancel asks as well; discarding closes unsaved.
    await page.keyboard.press("Escape");
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: t.cancel, exact: true }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: t.discard, exact: true }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(page.locator("[data-module-type=faq] summary")).toHaveText(["Wann offen?"]);
    await page.close();
  });
}

test("a click on a module chooses it: a kind from the toolbar goes right after it", async () => {
  const slug = `editor-click-after-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  const t = TEXTS.de;
  await page.getByRole("button", { name: t.addSection, exact: true }).click();
  await saved(page);
  for (const headline of ["Oben", "Unten"]) {
    await toolbarButton(page, t, t.headline).click();
    const dialog = newModule(page, t, t.headline);
    await dialog.getByLabel(t.headline, { exact: true }).fill(headline);
    await saveForm(page, t, dialog);
  }
  const headlines = page.locator("[data-module-type=headline]").getByRole("heading");
  await expect(headlines).toHaveText(["Oben", "Unten"]);
  // A click on "Oben" itself (not a button) chooses it, and shows it chosen.
  await page.getByRole("heading", { name: "Oben" }).click();
  await expect(page.locator("[data-module-type=headline][data-selected]")).toHaveCount(1);
  await toolbarButton(page, t, t.headline).click();
  const dialog = newModule(page, t, t.headline);
  await dialog.getByLabel(t.headline, { exact: true }).fill("Mitte");
  await saveForm(page, t, dialog);
  await expect(headlines).toHaveText(["Oben", "Mitte", "Unten"]);
  await page.reload();
  await expect(headlines).toHaveText(["Oben", "Mitte", "Unten"]);
  await page.close();
});
