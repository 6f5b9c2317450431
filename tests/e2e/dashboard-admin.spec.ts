import { expect, test, type BrowserContext } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { csrfOf, logIn } from "./helpers/editor-page";

// The e2e server's first account (helpers/editor-account.ts) is made by ensureFirstEditor, as
// on every first start: an admin. The editor below is created through the dashboard itself.

test("an admin creates an editor, who logs in with the one-time password, must choose a new one and cannot open the user admin", async ({ browser, baseURL }) => {
  const admin = await browser.newContext();
  await giveConsent(admin, baseURL!);
  await logIn(admin);
  const page = await admin.newPage();
  await page.goto("/de/dashboard/users/");
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const username = `redakteurin${Date.now()}`;
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page.getByText("Dieses Feld ist ein Pflichtfeld!").first()).toBeVisible();
  await expect(page.getByLabel("Benutzername", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Benutzername", { exact: true }).fill(username);
  await page.getByLabel("E-Mail", { exact: true }).fill(`${username}@museum.test`);
  await page.getByLabel("Rolle", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page.getByRole("region", { name: `Konto ${username} angelegt` })).toBeFocused();
  const password = (await page.getByTestId("one-time-password").textContent())!;
  expect(password).toMatch(/^[\w-]{20}$/);
  await expect(page.getByRole("row", { name: new RegExp(username) })).toContainText("wartet auf eigenes Passwort");
  expect(await axeViolations(page)).toEqual([]);

  const editor = await browser.newContext();
  await giveConsent(editor, baseURL!);
  const editorPage = await editor.newPage();
  await editorPage.goto("/de/dashboard/");
  const login = editorPage.getByRole("dialog", { name: "Anmelden" });
  await login.getByLabel("Benutzername oder E-Mail").fill(username);
  await login.getByLabel("Passwort").fill(password);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(editorPage.getByRole("heading", { level: 1, name: "Neues Passwort wählen" })).toBeVisible();
  expect(await axeViolations(editorPage)).toEqual([]);
  await editorPage.getByLabel("Neues Passwort", { exact: true }).fill("mein eigenes Passwort");
  await editorPage.getByLabel("Neues Passwort wiederholen").fill("ein anderes Passwort");
  await editorPage.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(editorPage.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
  await editorPage.getByLabel("Neues Passwort wiederholen").fill("mein eigenes Passwort");
  await editorPage.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(editorPage.getByRole("navigation", { name: "Redaktionsbereich" })).toBeVisible();
  await expect(editorPage.getByRole("navigation", { name: "Redaktionsbereich" }).getByRole("link", { name: "Benutzer" })).toHaveCount(0);

  const forbidden = await editorPage.goto("/de/dashboard/users/");
  expect(forbidden?.status()).toBe(403);
  expect(await axeViolations(editorPage)).toEqual([]);
  const api = await editor.request.post("/de/dashboard-api/users/", {
    headers: { "X-CSRFToken": await csrfOf(editor) }, data: { email: "x@museum.test", username: "x", role: "admin" },
  });
  expect(api.status()).toBe(403);
  await editor.close();
  await admin.close();
});

const siteStatus = async (context: BrowserContext) => (await context.request.get("/de/", { maxRedirects: 0 })).status();

test("an admin takes the site offline only after confirming, and puts it back online", async ({ browser, baseURL }) => {
  const admin = await browser.newContext();
  await giveConsent(admin, baseURL!);
  await logIn(admin);
  const visitor = await browser.newContext();
  const page = await admin.newPage();
  try {
    await page.goto("/de/dashboard/settings/");
    await expect(page.getByText("Die Website ist online.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const takeOffline = page.getByRole("button", { name: "Website offline nehmen" });
    await takeOffline.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Die Website offline nehmen?");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(takeOffline).toBeFocused();
    expect(await siteStatus(visitor)).toBe(200);

    await takeOffline.click();
    await dialog.getByRole("button", { name: "Website offline nehmen" }).click();
    await expect(page.getByText("Die Website ist offline.")).toBeVisible();
    await expect.poll(() => siteStatus(visitor), { timeout: 10_000 }).toBe(503);

    await page.getByRole("button", { name: "Website wieder online stellen" }).click();
    await expect(page.getByText("Die Website ist online.")).toBeVisible();
    await expect.poll(() => siteStatus(visitor), { timeout: 10_000 }).toBe(200);

    // A design field with a bad value is named on its field; a good value is saved.
    const offset = page.getByLabel("Versatz der Ankerliste (px)");
    await offset.fill("5000");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Höchstens 2000.")).toBeVisible();
    await expect(offset).toHaveAttribute("aria-invalid", "true");
    await offset.fill("600");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  } finally {
    await admin.request.patch("/de/dashboard-api/settings/", { headers: { "X-CSRFToken": await csrfOf(admin) }, data: { is_site_online: true } });
    await visitor.close();
    await admin.close();
  }
});
