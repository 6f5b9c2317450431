import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { giveConsent } from "./consent";
import { EDITOR_HYDRATED } from "@/editor/edit-mode-document";
import { E2E_EDITOR } from "./editor-account";

export async function logIn(context: BrowserContext) {
  const response = await context.request.post("/de/pageeditor-api/login", { data: { username: E2E_EDITOR.email, password: E2E_EDITOR.password } });
  expect(response.status()).toBe(200);
}

/** A browser context of a logged-in editor whose consent is decided (the cookie manager stays closed). */
export async function editorContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await giveConsent(context, baseURL);
  await logIn(context);
  return context;
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

/**
 * Opens a page in edit mode and waits until the editor has hydrated (it marks the body on
 * mounting): a click before that reaches a server-rendered button without its handler.
 */
export async function gotoEditor(page: Page, path: string) {
  await page.goto(path);
  await editorHydrated(page);
}

/** Reloads a page in edit mode and waits until the editor has hydrated again. */
export async function reloadEditor(page: Page) {
  await page.reload();
  await editorHydrated(page);
}

/** Waits until the editor of the page's current document has hydrated. */
export const editorHydrated = (page: Page) => page.locator(`body[${EDITOR_HYDRATED}]`).waitFor({ state: "attached", timeout: 20_000 });

// A save on a busy two-core CI machine (server, browser and runner share it) can take longer
// than the default five seconds; the alert itself stays for four seconds once it shows.
export const saved = (page: Page) => expect(page.locator("[data-alert-status=save]")).toBeVisible({ timeout: 15_000 });

export interface Point {
  x: number;
  y: number;
}

/** No CSS transition runs: the site header's 0.4 s change into its scrolled state moves what lies below it. */
export const stillPage = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity));

/** A point in a locator's box: its middle, or `dy` from its top (negative: from its bottom). */
export const pointIn = (locator: Locator, dy?: number) => async (): Promise<Point> => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: dy === undefined ? box.y + box.height / 2 : dy < 0 ? box.y + box.height + dy : box.y + dy };
};

/**
 * Press `from` once the page stands still and drag by mouse in small steps (dnd-kit's mouse
 * sensor starts after 6 px) to the point `to` measures once the drag is under way. The
 * button stays down: the caller looks where the drop would land, then calls page.mouse.up().
 */
export async function mouseDragTo(page: Page, from: Locator, to: () => Promise<Point>) {
  // A kind low in the side panel's palette is first scrolled into the panel's view.
  await from.scrollIntoViewIfNeeded();
  await stillPage(page);
  const source = (await from.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 5 });
  const target = await to();
  await page.mouse.move(target.x, target.y, { steps: 15 });
}

/** dnd-kit's pointer sensor removes its click guard this long after the drop (core.esm.js, detach). */
const DRAG_CLICK_GUARD_MS = 60;

/** Drag `from` by mouse onto the middle of `to` and drop it there. */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  // The target into the window first: the palette scrolls in its own fixed panel, not the page.
  await to.scrollIntoViewIfNeeded();
  await mouseDragTo(page, from, pointIn(to));
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drag ends (the click that may follow the
  // drop must not press what lies under it). No hand is that quick; a test's next click is.
  await page.waitForTimeout(DRAG_CLICK_GUARD_MS);
}

const PUBLISH_TEXTS = {
  de: { button: "Veröffentlichen", now: "Jetzt veröffentlichen" },
  en: { button: "Publish", now: "Publish now" },
} as const;

/** Publish the open page from the editor's bar, as an editor does once the changes are ready. */
export async function publish(page: Page, lang: keyof typeof PUBLISH_TEXTS = "de") {
  const texts = PUBLISH_TEXTS[lang];
  await page.getByRole("button", { name: texts.button, exact: true }).click();
  await page.getByRole("dialog", { name: texts.button }).getByRole("button", { name: texts.now }).click();
  await expect(page.locator("[data-publish-status=published]")).toBeVisible({ timeout: 15_000 });
}
