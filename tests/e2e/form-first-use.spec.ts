import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";
import { collectScripts } from "./helpers/scripts";

// A site form's code (react-hook-form, then zod) loads when the visitor first uses the form
// (src/site/forms/site-form-slot.client.tsx): reading the page costs nothing, and what the
// visitor does before the code has arrived is kept, not lost or sent as a plain GET.

// One of react-hook-form's option names, which minifying keeps.
const FORM_CODE = "shouldUnregister";

/**
 * The group-tour form's address, as the visit page links it. Read, not followed: loading the
 * form page twice leaves the first load's prefetches of the header's links aborted, and
 * Chromium holds the second load's identical ones about 30 s, which delays "networkidle".
 */
async function formUrl(page: Page): Promise<string> {
  await page.goto("/de/besuch");
  const href = await page.getByRole("link", { name: "Gruppenführung anfragen" }).first().getAttribute("href");
  expect(href).toMatch(/^\/de\/formular\/gruppenfuehrung-anfragen\/\d+$/);
  return new URL(href!, page.url()).href;
}

test("the form's code loads when the visitor enters the form, not with the page", async ({ page, baseURL, context }) => {
  await giveConsent(context, baseURL!);
  const url = await formUrl(page);
  const scripts = collectScripts(page);
  await page.goto(url, { waitUntil: "networkidle" });
  const before = await Promise.all(scripts.splice(0));
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((body) => body.includes(FORM_CODE))).toEqual([]);

  const name = page.getByLabel("Name", { exact: false }).first();
  await name.focus();
  await expect.poll(async () => (await Promise.all(scripts)).some((body) => body.includes(FORM_CODE))).toBe(true);
});

test("Enter pressed before the form's code has arrived sends nothing to the address bar; the form checks once it runs and keeps the text", async ({ page, baseURL, context }) => {
  await giveConsent(context, baseURL!);
  const url = await formUrl(page);
  // The form's code held back until the visitor has typed and pressed Enter.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = collectScripts(page);
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(scripts);
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const name = page.getByLabel("Name", { exact: false }).first();
  await name.focus();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Enter");
  release();
  // Once the form runs, the held-back sending is checked: the required fields left empty are named.
  await expect(page.getByText(/Bitte korrigieren Sie die \d+ markierten Felder\./)).toBeVisible();
  expect(page.url()).toBe(url);
  // The name typed before the code arrived counts: it is kept and not taken for a missing one.
  await expect(name).toHaveValue("Ada Lovelace");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Dieses Feld ist ein Pflichtfeld!").first()).toBeVisible();
});

test("a form sent before the page's scripts run keeps the visitor's entries out of the address", async ({ page, baseURL, context }) => {
  await giveConsent(context, baseURL!);
  const url = await formUrl(page);
  // Without the page's scripts the visitor meets the server's HTML alone, as before hydration.
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name", { exact: false }).first().fill("Ada Lovelace");
  const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
  await page.keyboard.press("Enter");
  const request = await sent;
  expect(request.url()).toBe(url);
  expect(request.method()).toBe("POST");
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenführung anfragen");
});
