import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { logIn } from "./helpers/editor-page";

/** The POST of a create form, answered. */
const created = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST" && /\/dashboard-api\/\w+\/$/.test(response.url()));

test("an editor creates a venue from the list, sets its image's alt text in both languages, then deletes it after confirming", async ({ browser, baseURL }) => {
  // Three form round trips, the media library, a reload and two axe runs on a shared two-core machine.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const page = await context.newPage();
  const name = `Testhalle ${Date.now()}`;

  await page.goto("/de/dashboard/venues/");
  await page.getByRole("link", { name: "Spielstätten: neu anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spielstätten: neuer Eintrag" })).toBeVisible();
  await expect(page.getByLabel("Online")).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // Only the German name: the server refuses, and its message lands on the English field.
  await page.getByLabel("Name (DE)").fill(name);
  const refusal = created(page);
  await page.getByRole("button", { name: "Neu anlegen" }).click();
  expect((await refusal).status()).toBe(400);
  const english = page.getByLabel("Name (EN)");
  await expect(page.locator("#field-name-en-error")).toHaveText("Dieses Feld ist ein Pflichtfeld!");
  await expect(english).toHaveAttribute("aria-invalid", "true");
  await expect(english).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await english.fill(`${name} EN`);
  const answer = created(page);
  await page.getByRole("button", { name: "Neu anlegen" }).click();
  expect((await answer).status()).toBe(201);
  await expect(page).toHaveURL(/\/de\/dashboard\/venues\/\d+\/$/);
  const id = Number(/venues\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: `${name} bearbeiten` })).toBeVisible();
  const stored = await (await context.request.get(`/de/dashboard-api/venues/${id}/`)).json();
  expect(stored).toMatchObject({ is_online: false, slug: { de: expect.stringMatching(/^testhalle-\d+$/), en: expect.stringMatching(/^testhalle-\d+-en$/) } });

  // An image from the library, with its alt text in each language.
  const image = page.getByRole("group", { name: "Bild", exact: true });
  await image.getByRole("button", { name: "Aus der Mediathek wählen …" }).click();
  const library = page.getByRole("dialog", { name: "Bild aus der Mediathek" });
  await library.getByRole("list", { name: "Bilder" }).getByRole("button").first().click();
  await expect(library).toBeHidden();
  await expect(image.locator("img")).toBeVisible();
  await image.getByLabel("Alternativtext (DE)").fill("Die Halle bei Nacht");
  await image.getByLabel("Alternativtext (EN)").fill("The hall at night");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("#entity-form-status")).toHaveText("Gespeichert.");
  await page.reload();
  await expect(page.getByLabel("Alternativtext (DE)")).toHaveValue("Die Halle bei Nacht");
  await expect(page.getByLabel("Alternativtext (EN)")).toHaveValue("The hall at night");
  await expect(page.getByRole("group", { name: "Bild", exact: true }).locator("img")).toHaveAttribute("alt", "Die Halle bei Nacht");

  // Delete, after a confirmation that Escape cancels.
  const remove = page.getByRole("button", { name: `„${name}“ löschen` });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: `„${name}“ endgültig löschen? Das lässt sich nicht rückgängig machen.` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await context.request.get(`/de/dashboard-api/venues/${id}/`)).status()).toBe(200);

  await remove.press("Enter");
  await dialog.getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/venues\/$/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await context.request.get(`/de/dashboard-api/venues/${id}/`)).status()).toBe(404);
  await context.close();
});

test("deleting a venue that events use is refused with a message naming an event, and the venue stays", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const page = await context.newPage();
  // The venue of a seeded event.
  await page.goto("/de/dashboard/events/");
  const eventHref = await page.locator("tbody th a").first().getAttribute("href");
  const { venue_id: venueId } = await (await context.request.get(eventHref!.replace("/dashboard/", "/dashboard-api/"))).json();
  expect(venueId).toEqual(expect.any(Number));
  const address = `/de/dashboard/venues/${venueId}/`;
  await page.goto(address);
  const { name: { de: name } } = await (await context.request.get(`/de/dashboard-api/venues/${venueId}/`)).json();

  await page.getByRole("button", { name: `„${name}“ löschen` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Wird noch verwendet" })).toHaveText(/^Wird noch verwendet von: Veranstaltung „[^“]+“/);
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1, name: `${name} bearbeiten` })).toBeVisible();
  await context.close();
});

test("in English: a person is created after the server asks for the last name, and deleted after confirming", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const page = await context.newPage();
  const last = `Tester${Date.now()}`;

  await page.goto("/en/dashboard/people/");
  await page.getByRole("link", { name: "People: create new" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People: new entry" })).toBeVisible();
  await page.getByLabel("First name").fill("Ada");
  const refusal = created(page);
  await page.getByRole("button", { name: "Create" }).click();
  expect((await refusal).status()).toBe(400);
  await expect(page.locator("#field-last_name-error")).toHaveText("This field is required!");
  await expect(page.getByLabel("Last name")).toBeFocused();

  await page.getByLabel("Last name").fill(last);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/people\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: `Edit Ada ${last}` })).toBeVisible();
  await expect(page.getByLabel("Slug (DE)")).toHaveValue(`ada-${last.toLowerCase()}`);

  await page.getByRole("button", { name: `Delete “Ada ${last}”` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “Ada ${last}” for good? This cannot be undone.` });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/people\/$/);
  await page.getByLabel("Search by name").fill(last);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No entries found.")).toBeVisible();
  await context.close();
});

test("a form's button waits for the page's scripts: pressed before, the browser would send the form itself and drop what was typed", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await giveConsent(context, baseURL!);
    await logIn(context);
    const page = await context.newPage();
    await page.goto("/en/dashboard/people/new/");
    await expect(page.getByRole("heading", { level: 1, name: "People: new entry" })).toBeVisible();
    const create = page.getByRole("button", { name: "Create" });
    if (javaScriptEnabled) await expect(create).toBeEnabled();
    else await expect(create).toBeDisabled();
    await context.close();
  }
});
