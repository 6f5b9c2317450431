import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn, mouseDrag, publish, saved } from "./helpers/editor-page";

test("versions: saved twice, the first version is previewed with ?v= and restored, and the visitor sees it", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-versions-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-layout='50-50']");
  const toolbar = page.getByRole("navigation", { name: "Module" });

  // First save: a headline. Second save: the same headline changed.
  await mouseDrag(page, toolbar.getByRole("button", { name: "Überschrift" }), section.getByRole("group", { name: "Spalte 1" }));
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
  await dialog.getByLabel("Überschrift", { exact: true }).fill("Erste Fassung");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(section.getByRole("heading", { level: 2, name: "Erste Fassung" })).toBeVisible();
  await page.getByRole("button", { name: "Bearbeiten: Überschrift" }).click();
  const editDialog = page.getByRole("dialog", { name: "Bearbeiten: Überschrift" });
  await editDialog.getByLabel("Überschrift", { exact: true }).fill("Zweite Fassung");
  await editDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(editDialog).toBeHidden();
  await expect(section.getByRole("heading", { level: 2, name: "Zweite Fassung" })).toBeVisible();

  // The list: newest first, the current one marked, with authors.
  await page.getByRole("button", { name: "Versionen" }).click();
  const items = page.locator("[data-version-id]");
  await expect(items.first()).toContainText("Aktuell");
  await expect(items.nth(1)).toContainText("editor");
  expect(await axeViolations(page)).toEqual([]);
  const firstVersion = items.nth(1);
  const firstId = await firstVersion.getAttribute("data-version-id");

  // Preview: the older content, read-only, for the editor only.
  await firstVersion.getByRole("link", { name: /^Ansehen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}\\?v=${firstId}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Erste Fassung" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Vorschau der Version");
  await expect(page.getByRole("navigation", { name: "Module" })).toHaveCount(0);
  await page.getByRole("link", { name: "Zurück zum Bearbeiten" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Zweite Fassung" })).toBeVisible();

  // Restore after confirming; the edit page reloads with the first content.
  await page.getByRole("button", { name: "Versionen" }).click();
  const again = page.locator(`[data-version-id="${firstId}"]`);
  page.once("dialog", (confirm) => void confirm.accept());
  await Promise.all([page.waitForEvent("load"), again.getByRole("button", { name: /^Wiederherstellen/ }).click()]);
  await expect(page.locator("section[data-layout='50-50']").getByRole("heading", { level: 2, name: "Erste Fassung" })).toBeVisible();
  // The restored content is the working copy: visitors see it once it is published.
  await publish(page);

  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await expect.poll(async () => {
    await visitorPage.goto(`/de/${slug}`);
    return visitorPage.getByRole("heading", { level: 2, name: "Erste Fassung" }).count();
  }).toBe(1);
  await expect(visitorPage.getByText("Zweite Fassung")).toHaveCount(0);
  // ?v= is not for visitors: the plain page.
  await visitorPage.goto(`/de/${slug}?v=${firstId}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/de/${slug}$`));
  await visitor.close();
  await context.close();
});
