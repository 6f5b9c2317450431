import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn, mouseDrag, publish, reloadEditor, saved } from "./helpers/editor-page";

/** The alert that says a save undid or redid a change (the editor's status region). */
const announced = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible({ timeout: 15_000 });

test("undo and redo: keyboard and buttons, kept over a reload, and the visitor sees the undone state", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-undo-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  const undo = page.getByRole("button", { name: "Rückgängig" });
  const redo = page.getByRole("button", { name: "Wiederholen" });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-layout='50-50']");
  const toolbar = page.getByRole("navigation", { name: "Module" });
  const first = section.getByRole("heading", { level: 2, name: "Erstes Modul" });
  const second = section.getByRole("heading", { level: 2, name: "Zweites Modul" });

  // Two modules, one per column.
  for (const [column, text] of [["Spalte 1", "Erstes Modul"], ["Spalte 2", "Zweites Modul"]] as const) {
    await mouseDrag(page, toolbar.getByRole("button", { name: "Überschrift" }), section.getByRole("group", { name: column }));
    const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
    const field = dialog.getByLabel("Überschrift", { exact: true });
    await field.fill(text);
    // In a form Ctrl+Z stays the field's own undo: the page keeps its modules.
    if (column === "Spalte 2") {
      await field.press("ControlOrMeta+z");
      await expect(first).toBeVisible();
      await field.fill(text);
    }
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("heading", { level: 2, name: text })).toBeVisible();
    await saved(page);
  }
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // Ctrl+Z twice: both modules go, the latest first.
  await page.locator("body").press("ControlOrMeta+z");
  await expect(second).toHaveCount(0);
  await expect(first).toBeVisible();
  await announced(page, "Rückgängig gemacht.");
  await page.locator("body").press("ControlOrMeta+z");
  await expect(first).toHaveCount(0);
  await announced(page, "Rückgängig gemacht.");
  await expect(redo).toBeEnabled();

  // Ctrl+Shift+Z brings the first back.
  await page.locator("body").press("ControlOrMeta+Shift+z");
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);
  await announced(page, "Wiederholt.");

  // After a reload the history is still there: the button redoes the second module.
  await reloadEditor(page);
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect(second).toBeVisible();
  await announced(page, "Wiederholt.");
  await expect(redo).toBeDisabled();
  // The disabled button hands the focus to the other one instead of dropping it.
  await expect(undo).toBeFocused();

  // And undone again with the button; the redo stays reachable.
  await undo.click();
  await expect(second).toHaveCount(0);
  await announced(page, "Rückgängig gemacht.");
  await expect(redo).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  // Published, a visitor sees what the editor's undo left: the first module only.
  await publish(page);
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Erstes Modul" })).toBeVisible();
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Zweites Modul" })).toHaveCount(0);
  await visitor.close();
  await context.close();
});

test("a history that no longer matches the page is dropped after a reload", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-undo-stale-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByLabel("Spalten").last().selectOption("100");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const undo = page.getByRole("button", { name: "Rückgängig" });
  await expect(undo).toBeEnabled();

  // A colleague's change in another tab (a second section) makes the stored history stale.
  const colleague = await context.newPage();
  await gotoEditor(colleague, `/de/${slug}?edit`);
  await colleague.getByLabel("Spalten").last().selectOption("50-50");
  await colleague.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(colleague);
  await colleague.close();

  await page.reload();
  await expect(page.locator("section[data-layout='50-50']")).toBeVisible();
  await expect(undo).toBeDisabled();
  await context.close();
});
