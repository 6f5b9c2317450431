import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_EDITOR } from "./editor-account";

export async function logIn(context: BrowserContext) {
  const response = await context.request.post("/de/pageeditor-api/login", { data: { username: E2E_EDITOR.email, password: E2E_EDITOR.password } });
  expect(response.status()).toBe(200);
}

export const csrfOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "csrftoken")?.value ?? "";

/** A fresh online page for this run, so the test changes nothing other tests read. */
export async function createPage(context: BrowserContext, slug: string) {
  const response = await context.request.post("/de/pageeditor-api/pages/", {
    headers: { "X-CSRFToken": await csrfOf(context) },
    data: { is_online: true, translations: { de: { path: slug, title: "Editor-Test" }, en: { path: slug, title: "Editor test" } } },
  });
  expect(response.status()).toBe(201);
}

export const saved = (page: Page) => expect(page.locator("[data-alert-status=save]")).toBeVisible();

/** Drag with the mouse in small steps, as dnd-kit's mouse sensor needs movement to start. */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const source = (await from.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 5 });
  const target = (await to.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
  await page.mouse.up();
}
