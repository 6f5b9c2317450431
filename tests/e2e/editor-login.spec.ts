import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { E2E_EDITOR } from "./helpers/editor-account";

async function logInWithModal(page: Page) {
  const login = page.getByRole("dialog", { name: "Anmelden" });
  await login.getByLabel("Benutzername oder E-Mail").fill(E2E_EDITOR.email);
  await login.getByLabel("Passwort").fill(E2E_EDITOR.password);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(login).toBeHidden();
}

test("?edit without a session opens the login modal, and after logging in the same page opens in edit mode", async ({ page, baseURL }) => {
  await giveConsent(page.context(), baseURL!);
  await page.goto("/de/besuch?edit");
  const login = page.getByRole("dialog", { name: "Anmelden" });
  await expect(login).toBeVisible();
  // There was no session, so none has ended.
  await expect(login).toContainText("Bitte melden Sie sich");
  await expect(login).not.toContainText("abgelaufen");
  expect(await axeViolations(page)).toEqual([]);
  await logInWithModal(page);
  await expect(page).toHaveURL(/\/de\/besuch\?edit$/);
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible();
});

test("the dashboard's first login does not say a session expired; with an ended session cookie it does", async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto("/de/dashboard");
  const login = page.getByRole("dialog", { name: "Anmelden" });
  await expect(login).toBeVisible();
  await expect(login).not.toContainText("abgelaufen");
  await logInWithModal(page);
  await expect(page.getByRole("link", { name: "Veranstaltungen" }).first()).toBeVisible();
  await first.close();

  const ended = await browser.newContext();
  const stale = await ended.newPage();
  await ended.addCookies([{ name: "sessionid", value: "an-ended-session", url: new URL("/", page.url()).toString() }]);
  await stale.goto("/de/dashboard");
  await expect(stale.getByRole("dialog", { name: "Anmelden" })).toContainText("Ihre Sitzung ist abgelaufen");
  await ended.close();
});
