import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, editorHydrated, gotoEditor, logIn, reloadEditor, saved } from "./helpers/editor-page";

// The module form as an inspector beside the page on wide screens: the page's rendering of
// the module follows the typing before anything is saved, unsaved changes are never thrown
// away unasked (Escape, another module's form), saving stays the button's; on a phone's
// width the same form is a modal dialog. Both languages.
const TEXTS = {
  de: {
    edit: "Bearbeiten: Überschrift", field: "Überschrift", save: "Speichern", move: "Modul verschieben: Überschrift",
    discardTitle: "Ungespeicherte Änderungen verwerfen?", keep: "Weiter bearbeiten", discard: "Verwerfen",
    first: "Vorher", second: "Daneben", typed: " – live", kept: " – gespeichert",
  },
  en: {
    edit: "Edit: Headline", field: "Headline", save: "Save", move: "Move module: Headline",
    discardTitle: "Discard unsaved changes?", keep: "Keep editing", discard: "Discard",
    first: "Before", second: "Beside", typed: " – live", kept: " – saved",
  },
} as const;

const WIDE = { width: 1280, height: 800 };

/** A fresh page with one section holding two headlines, opened in edit mode. */
async function pageWithHeadlines(context: BrowserContext, lang: keyof typeof TEXTS, slug: string): Promise<Page> {
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/${lang}/${slug}?edit`);
  const pageId = Number(await page.locator("article[data-page-id]").getAttribute("data-page-id"));
  const headline = (id: string, content: string) => ({ id: `${slug}-${id}`, type: "headline", headline_level: 2, content });
  const section = await context.request.post(`/${lang}/pageeditor-api/section/`, {
    headers: { "X-CSRFToken": await csrfOf(context) },
    data: { object_id: pageId, layout: "100", columns: [{ children: [headline("a", TEXTS[lang].first), headline("b", TEXTS[lang].second)] }] },
  });
  expect(section.status()).toBe(201);
  await page.reload();
  await editorHydrated(page);
  return page;
}

const isModal = (dialog: Locator) => dialog.evaluate((element) => element.matches(":modal"));
const hasFocusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

for (const lang of ["de", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: the inspector beside the page previews while typing, asks before discarding, saves by its button`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: WIDE });
    await giveConsent(context, baseURL!);
    await logIn(context);
    const slug = `editor-inspector-${lang}-${Date.now()}`;
    const page = await pageWithHeadlines(context, lang, slug);
    const first = page.locator(`[data-module-id="${slug}-a"]`);
    const second = page.locator(`[data-module-id="${slug}-b"]`);
    const rendered = first.getByRole("heading", { level: 2 });
    await expect(rendered).toHaveText(t.first);

    // Docked on the right below the editor's bar, non-modal: the page beside it stays in view.
    await first.getByRole("button", { name: t.edit }).click();
    const form = page.getByRole("dialog", { name: t.edit });
    await expect(form).toBeVisible();
    expect(await isModal(form)).toBe(false);
    expect(await hasFocusInside(form)).toBe(true);
    const box = (await form.boundingBox())!;
    expect(box.width).toBeGreaterThan(380);
    expect(box.width).toBeLessThan(460);
    expect(box.x + box.width).toBeGreaterThan(WIDE.width - 20);
    expect(box.y + box.height).toBeGreaterThan(WIDE.height - 2);
    const bar = (await page.locator("[data-editor-bar]").boundingBox())!;
    expect(Math.abs(box.y - (bar.y + bar.height))).toBeLessThan(2);
    await expect(rendered).toBeVisible();
    // The page makes room: another module's buttons stay beside the form, not under it.
    const editSecond = (await second.getByRole("button", { name: t.edit }).boundingBox())!;
    expect(editSecond.x + editSecond.width).toBeLessThanOrEqual(box.x);
    expect(await axeViolations(page)).toEqual([]);

    // Typing: the page's rendering follows before anything is saved.
    const field = form.getByLabel(t.field, { exact: true });
    await field.click();
    await field.press("End");
    await field.pressSequentially(t.typed, { delay: 40 });
    await expect(rendered).toHaveText(`${t.first}${t.typed}`);
    await expect(page.locator("[data-alert-status=save]")).toBeHidden();

    // Escape on the changed form asks; keeping on editing keeps the text and the preview.
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: t.discardTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: t.keep })).toBeFocused();
    await confirm.getByRole("button", { name: t.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(field).toHaveValue(`${t.first}${t.typed}`);
    await expect(rendered).toHaveText(`${t.first}${t.typed}`);

    // Another module's form asks as well; kept, the open form stays as it was.
    await second.getByRole("button", { name: t.edit }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: t.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(field).toHaveValue(`${t.first}${t.typed}`);

    // Discarded, the page shows the saved rendering again and the module's handle has the focus.
    await field.focus();
    await page.keyboard.press("Escape");
    await confirm.getByRole("button", { name: t.discard, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(rendered).toHaveText(t.first);
    await expect(first.getByRole("button", { name: t.move })).toBeFocused();
    await reloadEditor(page);
    await expect(rendered).toHaveText(t.first);

    // Discarding for another module's form opens that one.
    await first.getByRole("button", { name: t.edit }).click();
    await field.fill(`${t.first}${t.typed}`);
    await expect(rendered).toHaveText(`${t.first}${t.typed}`);
    await second.getByRole("button", { name: t.edit }).click();
    await confirm.getByRole("button", { name: t.discard, exact: true }).click();
    await expect(field).toHaveValue(t.second);
    await expect(rendered).toHaveText(t.first);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    // Saved by its button, the new text stays, after a reload too.
    await first.getByRole("button", { name: t.edit }).click();
    await field.fill(`${t.first}${t.kept}`);
    await expect(rendered).toHaveText(`${t.first}${t.kept}`);
    await form.getByRole("button", { name: t.save }).click();
    await expect(form).toBeHidden();
    await saved(page);
    await expect(rendered).toHaveText(`${t.first}${t.kept}`);
    await page.reload();
    await expect(rendered).toHaveText(`${t.first}${t.kept}`);
    await context.close();
  });

  test(`${lang}: on a small screen the form is a modal dialog, and becomes one when the window narrows`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await giveConsent(context, baseURL!);
    await logIn(context);
    const slug = `editor-inspector-small-${lang}-${Date.now()}`;
    const page = await pageWithHeadlines(context, lang, slug);
    const first = page.locator(`[data-module-id="${slug}-a"]`);
    await first.getByRole("button", { name: t.edit }).click();
    const form = page.getByRole("dialog", { name: t.edit });
    await expect(form).toBeVisible();
    expect(await isModal(form)).toBe(true);
    expect(await hasFocusInside(form)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    // Opened wide and the window narrowed: the same form, modal now, the focus still in it.
    await page.setViewportSize(WIDE);
    await first.getByRole("button", { name: t.edit }).click();
    await expect(form).toBeVisible();
    expect(await isModal(form)).toBe(false);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => isModal(form)).toBe(true);
    expect(await hasFocusInside(form)).toBe(true);
    await context.close();
  });
}
