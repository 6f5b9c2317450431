import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { logIn } from "./helpers/editor-page";

test("an editor creates a form and adds, reorders and removes its fields", async ({ browser }) => {
  const context = await browser.newContext();
  await logIn(context);
  const page = await context.newPage();
  await page.goto("/de/dashboard/forms/");
  await expect(page.getByRole("heading", { level: 1, name: "Formulare" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const stamp = Date.now();
  await page.getByLabel("Titel (DE)").fill(`Testformular ${stamp}`);
  await page.getByLabel("Titel (EN)").fill(`Test form ${stamp}`);
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/forms\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Felder" })).toBeVisible();

  const field = (n: number) => page.getByRole("group", { name: new RegExp(`^Feld ${n}:`) });
  const fill = async (n: number, type: string, key: string, de: string, en: string) => {
    await field(n).getByLabel("Feldtyp").selectOption({ label: type });
    await field(n).getByLabel("Schlüssel").fill(key);
    await field(n).getByLabel("Beschriftung (DE)").fill(de);
    await field(n).getByLabel("Beschriftung (EN)").fill(en);
  };
  await page.getByRole("button", { name: "Feld hinzufügen" }).click();
  await page.getByRole("button", { name: "Feld hinzufügen" }).click();
  await fill(1, "E-Mail", "email", "E-Mail", "E-mail");
  await fill(2, "Text", "email", "Name", "Name");
  const status = page.locator("form[aria-labelledby=form-fields-title] [role=status]");

  // Two fields with one key: the second says so, and nothing is saved.
  await page.getByRole("button", { name: "Felder speichern" }).click();
  await expect(status).toHaveText("Bitte die markierten Angaben prüfen.");
  await expect(field(2).getByText("Dieser Wert ist schon vergeben.")).toBeVisible();
  await expect(field(2).getByLabel("Schlüssel")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);

  await field(2).getByLabel("Schlüssel").fill("name");
  await page.getByRole("button", { name: "Feld 2 nach oben" }).click();
  await page.getByRole("button", { name: "Felder speichern" }).click();
  await expect(status).toHaveText("Gespeichert.");
  await page.reload();
  await expect(field(1).getByLabel("Schlüssel")).toHaveValue("name");
  await expect(field(2).getByLabel("Schlüssel")).toHaveValue("email");

  await page.getByRole("button", { name: "Feld 1 entfernen" }).click();
  await page.getByRole("button", { name: "Felder speichern" }).click();
  await expect(status).toHaveText("Gespeichert.");
  await page.reload();
  await expect(page.getByRole("group", { name: /^Feld \d+:/ })).toHaveCount(1);
  await expect(field(1).getByLabel("Schlüssel")).toHaveValue("email");
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("an editor deletes a new form after a confirmation that says its submissions go with it", async ({ browser }) => {
  const context = await browser.newContext();
  await logIn(context);
  const page = await context.newPage();
  await page.goto("/de/dashboard/forms/");
  const name = `Wegwerfformular ${Date.now()}`;
  await page.getByLabel("Titel (DE)").fill(name);
  await page.getByLabel("Titel (EN)").fill(`${name} EN`);
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/forms\/\d+\/$/);
  const id = Number(/forms\/(\d+)\//.exec(page.url())![1]);

  await page.getByRole("button", { name: `„${name}“ löschen` }).click();
  const dialog = page.getByRole("dialog", { name: `„${name}“ mit seinen Feldern und allen Einsendungen (0) endgültig löschen? Das lässt sich nicht rückgängig machen.` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/forms\/$/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await context.request.get(`/de/dashboard-api/forms/${id}/`)).status()).toBe(404);
  await context.close();
});
