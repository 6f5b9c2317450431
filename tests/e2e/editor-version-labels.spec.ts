import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, gotoEditor, logIn, reloadEditor, saved } from "./helpers/editor-page";

test("versions are listed as saved automatically with who and when, and an editor names one in own words", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-labels-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);

  await page.getByRole("button", { name: "Versionen" }).click();
  const newest = page.locator("[data-version-id]").first();
  await expect(newest).toContainText("Aktuell");
  await expect(newest).toContainText("Automatisch gespeichert");
  await expect(newest).toContainText("editor");
  await expect(newest).toContainText(/\d{1,2}\.\d{1,2}\.\d{4}/);

  await newest.getByRole("button", { name: /^Benennen:/ }).click();
  const name = newest.getByLabel("Name der Version");
  await expect(name).toBeFocused();
  await name.fill("Vor der Eröffnung");
  expect(await axeViolations(page)).toEqual([]);
  await newest.getByRole("button", { name: "Namen speichern" }).click();
  await expect(newest.locator("[data-version-label]")).toHaveText("Vor der Eröffnung");
  await expect(name).toHaveCount(0);

  // Kept on the server: the list read anew after a reload still has the name.
  await reloadEditor(page);
  await page.getByRole("button", { name: "Versionen" }).click();
  await expect(page.locator("[data-version-id]").first().locator("[data-version-label]")).toHaveText("Vor der Eröffnung");
  await context.close();
});

test("an older version compared with the current one names the changed field with both texts, and the added module", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1200 } });
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-compare-${Date.now()}`;
  const headers = { "X-CSRFToken": await csrfOf(context) };
  const created = await context.request.post("/de/pageeditor-api/pages/", { headers, data: { is_online: true, translations: { de: { path: slug, title: "Vergleich" }, en: { path: slug, title: "Compare" } } } });
  const { id } = (await created.json()) as { id: number };
  const section = `initial-cms-page-${id}-de`;
  expect((await context.request.post("/de/pageeditor-api/section/", { headers, data: { object_id: id, id: section, layout: "100", position: 0 } })).status()).toBe(201);
  expect((await context.request.post("/de/pageeditor-api/module/", { headers, data: { section, column: 0, id: `${slug}-h`, type: "headline", headline_level: 2, content: "Erster Stand" } })).status()).toBe(201);

  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Bearbeiten: Überschrift" }).click();
  const dialog = page.getByRole("dialog", { name: "Bearbeiten: Überschrift" });
  await dialog.getByLabel("Überschrift", { exact: true }).fill("Zweiter Stand");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  await page.getByRole("button", { name: "Versionen" }).click();
  // The oldest version: the page as created, before the section and the headline.
  const oldest = page.locator("[data-version-id]").last();
  await oldest.getByRole("button", { name: /^Vergleichen mit der aktuellen Version:/ }).click();
  const changes = oldest.getByRole("region", { name: /^Änderungen seit/ });
  await expect(changes.locator("[data-change=added]")).toContainText("Hinzugefügt: Überschrift in Sektion 1");

  // The version just before the edit: the headline's text changed, before and after.
  const before = page.locator("[data-version-id]").nth(1);
  await before.getByRole("button", { name: /^Vergleichen mit der aktuellen Version:/ }).click();
  const changed = before.getByRole("region", { name: /^Änderungen seit/ }).locator("[data-change=changed]");
  await expect(changed).toContainText("Geändert: Überschrift in Sektion 1");
  await expect(changed.locator("del")).toHaveText("Erster Stand");
  await expect(changed.locator("ins")).toHaveText("Zweiter Stand");
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
