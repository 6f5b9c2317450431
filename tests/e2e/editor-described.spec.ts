import { expect, test } from "@playwright/test";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn } from "./helpers/editor-page";

test("every toolbar item and drag handle is described by a text that is on the page", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-described-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  const toolbar = page.getByRole("navigation", { name: "Module" });
  await expect(toolbar.getByRole("button").first()).toBeVisible();
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(page.locator("[data-drag-handle]").first()).toBeAttached();

  const described = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("nav [data-module-kind], [data-drag-handle]")].map((element) => {
      const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      return { ids, texts: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? null) };
    }));
  expect(described.length).toBeGreaterThan(10);
  for (const { ids, texts } of described) {
    expect(ids.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toBeTruthy();
  }
  // The toolbar is reached with the keyboard: its first item names the drag keys through that text.
  await toolbar.getByRole("button").first().focus();
  await expect(toolbar.getByRole("button").first()).toHaveAccessibleDescription(/./);
  await context.close();
});
