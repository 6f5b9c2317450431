import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn, mouseDrag, publish, saved } from "./helpers/editor-page";

// The Notice module, added as one folder: offered in the palette with its own icon and
// description, filled in its generated form, shown on the page, found by site search.
test("a notice dragged from the palette is saved, shown as a note and found by search", async ({ browser, baseURL }) => {
  // Tall enough that the drop target lies clear of the edges where dnd-kit scrolls the page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1200 } });
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `notice-${Date.now()}`;
  const word = `Zaunkönigsaal${Date.now() % 100_000}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);

  const item = page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: "Hinweis", exact: true });
  await expect(item).toHaveAttribute("title", "Ein hervorgehobener Hinweis, z. B. zu Schließungen");
  await expect(item.locator("svg path")).toHaveAttribute("d", /^M12 21a9/);
  await mouseDrag(page, item, page.locator("section[data-layout]").first().getByRole("group", { name: "Spalte 1" }));
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Hinweis" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Wichtig" }).check();
  await dialog.getByLabel("Titel", { exact: true }).fill(word);
  await dialog.getByLabel("Text", { exact: true }).fill("Bis Ende März geschlossen.");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  await publish(page);
  await page.close();

  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const view = await visitor.newPage();
  await view.goto(`/de/${slug}`);
  const note = view.getByRole("note");
  await expect(note).toContainText("Wichtig");
  await expect(note).toContainText(word);
  await expect(note).toContainText("Bis Ende März geschlossen.");
  expect(await axeViolations(view)).toEqual([]);

  await view.goto(`/de/search?q=${encodeURIComponent(word)}`);
  const hit = view.locator("main [data-search-result]");
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole("link").first()).toHaveAttribute("href", `/de/${slug}`);
  await visitor.close();
  await context.close();
});
