import { expect, test, type Browser } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { createPage, csrfOf, editorContext, editorHydrated, publish, reloadEditor } from "./helpers/editor-page";

/** What a visitor without a session gets for a path, without following redirects. */
async function visit(browser: Browser, path: string) {
  const visitor = await browser.newContext();
  const response = await visitor.request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  const answer = { status: response.status(), location: location === undefined ? null : new URL(location, "http://x").pathname };
  await visitor.close();
  return answer;
}

test("an editor creates a page in the dashboard, publishes and renames it; a visitor on the old address gets a 301 to the new one", async ({ browser, baseURL }) => {
  const context = await editorContext(browser, baseURL!);
  const slug = `lebenszyklus-${Date.now()}`;
  const page = await context.newPage();
  await page.goto("/de/dashboard/pages/");
  const form = page.getByRole("group", { name: "Neue Seite anlegen" });
  // The server's messages land on their fields: a path it refuses and a missing title.
  await form.getByLabel("Pfad (Deutsch)").fill("Kein Pfad!");
  await form.getByLabel("Titel (Englisch)").fill("Life cycle");
  await form.getByLabel("Pfad (Englisch)").fill(`${slug}-en`);
  await page.getByRole("button", { name: "Seite anlegen und bearbeiten" }).click();
  await expect(form.getByText("Ungültige Eingabe.")).toBeVisible();
  await expect(form.getByText("Dieses Feld ist ein Pflichtfeld!")).toBeVisible();
  await expect(form.getByLabel("Titel (Deutsch)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Titel (Deutsch)")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel("Titel (Deutsch)").fill("Lebenszyklus");
  await form.getByLabel("Pfad (Deutsch)").fill(slug);
  await page.getByRole("button", { name: "Seite anlegen und bearbeiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}\\?edit$`));
  // New pages start offline: a visitor gets a 404 until an editor switches the page online.
  expect((await visit(browser, `/de/${slug}`)).status).toBe(404);
  const entity = await context.request.get(`/de/pageeditor-api/page/${slug}`);
  const id = ((await entity.json()) as { id: number }).id;
  const headers = { "X-CSRFToken": await csrfOf(context) };
  const online = await context.request.patch(`/de/pageeditor-api/pages/${id}/`, { headers, data: { is_online: true } });
  expect(online.status()).toBe(200);
  // Page settings are part of the draft: online once published.
  expect((await visit(browser, `/de/${slug}`)).status).toBe(404);
  const published = await context.request.post("/de/pageeditor-api/publishing/publish/", { headers, data: { content_type: "cms.page", object_id: id } });
  expect(published.status()).toBe(200);
  expect((await visit(browser, `/de/${slug}`)).status).toBe(200);

  // Renamed in the editor's page settings.
  await reloadEditor(page);
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await dialog.getByRole("group", { name: "Deutsch" }).getByLabel("Pfad").fill(`${slug}-neu`);
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  // The moved page opens at its new address as a new document: publish once it has hydrated.
  await expect(page).toHaveURL(new RegExp(`/de/${slug}-neu\\?edit$`));
  await editorHydrated(page);
  await publish(page);

  expect(await visit(browser, `/de/${slug}`)).toEqual({ status: 301, location: `/de/${slug}-neu` });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${slug}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/de/${slug}-neu$`));
  await expect(visitorPage.getByRole("heading", { level: 1 })).toContainText("Lebenszyklus");
  await visitor.close();

  // The automatic entry shows in the dashboard's redirects.
  await page.goto(`/de/dashboard/redirects/?q=${slug}`);
  const row = page.getByRole("row").filter({ has: page.locator(`code:text-is("/de/${slug}")`) });
  await expect(row.getByRole("link", { name: `/de/${slug}-neu` })).toBeVisible();
  await context.close();
});

test("a page goes to the trash with a confirmation, vanishes for visitors, and comes back on restore", async ({ browser, baseURL }) => {
  const context = await editorContext(browser, baseURL!);
  const slug = `papierkorb-${Date.now()}`;
  await createPage(context, slug);
  expect((await visit(browser, `/de/${slug}`)).status).toBe(200);

  const page = await context.newPage();
  await page.goto(`/de/dashboard/pages/?view=tree`);
  await expect(page.getByRole("navigation", { name: "Ansichten" }).getByRole("link", { name: "Seitenbaum" })).toHaveAttribute("aria-current", "page");
  expect(await axeViolations(page)).toEqual([]);
  // The new page has no children: its list item holds just its own row.
  const item = page.getByRole("listitem").filter({ has: page.locator(`code:text-is("/de/${slug}")`) }).last();
  await item.getByRole("button", { name: "„Editor-Test“ in den Papierkorb" }).click();
  const question = page.getByRole("dialog", { name: /und die Seiten darunter in den Papierkorb legen/ });
  await expect(question).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Escape cancels: nothing happened.
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  expect((await visit(browser, `/de/${slug}`)).status).toBe(200);

  await item.getByRole("button", { name: "„Editor-Test“ in den Papierkorb" }).click();
  await question.getByRole("button", { name: "„Editor-Test“ in den Papierkorb" }).click();
  await expect(page.locator(`code:text-is("/de/${slug}")`)).toHaveCount(0);
  expect((await visit(browser, `/de/${slug}`)).status).toBe(404);
  expect((await visit(browser, `/en/${slug}`)).status).toBe(404);

  await page.goto("/de/dashboard/pages/?view=trash");
  const row = page.getByRole("row").filter({ has: page.locator(`code:text-is("/de/${slug}")`) });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("button", { name: "„Editor-Test“ wiederherstellen" }).click();
  await expect(page.locator(`code:text-is("/de/${slug}")`)).toHaveCount(0);
  expect((await visit(browser, `/de/${slug}`)).status).toBe(200);
  await context.close();
});

test("a redirect created in the dashboard works, is refused over a live page, and is edited and deleted", async ({ browser, baseURL }) => {
  const context = await editorContext(browser, baseURL!);
  const slug = `ziel-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await page.goto("/de/dashboard/redirects/");
  const form = page.getByRole("group", { name: "Neue Weiterleitung" });
  await form.getByLabel("Alter Pfad").fill(`/de/${slug}`);
  await form.getByLabel("Neuer Pfad oder URL").fill("/de");
  await page.getByRole("button", { name: "Weiterleitung anlegen" }).click();
  await expect(form.getByText("Unter dieser Adresse steht eine Seite")).toBeVisible();
  await expect(form.getByLabel("Alter Pfad")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel("Alter Pfad").fill(`/de/alt-${slug}`);
  await form.getByLabel("Neuer Pfad oder URL").fill(`/de/${slug}`);
  await page.getByRole("button", { name: "Weiterleitung anlegen" }).click();
  await expect(page.locator(`code:text-is("/de/alt-${slug}")`)).toBeVisible();
  expect(await visit(browser, `/de/alt-${slug}`)).toEqual({ status: 301, location: `/de/${slug}` });

  // Changed on its own page; a loop back to itself is refused there.
  await page.getByRole("link", { name: `/de/alt-${slug} bearbeiten` }).click();
  const change = page.getByRole("group", { name: `Weiterleitung von /de/alt-${slug}` });
  await change.getByLabel("Neuer Pfad oder URL").fill(`/de/alt-${slug}/`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(change.getByText("Diese Weiterleitung führt im Kreis.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await change.getByLabel("Neuer Pfad oder URL").fill("/en");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/redirects\/$/);
  expect(await visit(browser, `/de/alt-${slug}`)).toEqual({ status: 301, location: "/en" });

  await page.getByRole("button", { name: `„/de/alt-${slug}“ löschen` }).first().click();
  const question = page.getByRole("dialog", { name: `Die Weiterleitung von /de/alt-${slug} löschen?` });
  await question.getByRole("button", { name: `„/de/alt-${slug}“ löschen` }).click();
  await expect(page.locator(`code:text-is("/de/alt-${slug}")`)).toHaveCount(0);
  expect((await visit(browser, `/de/alt-${slug}`)).status).toBe(404);
  await context.close();
});

test("in the editor, a new page at the top level, then deleted into the trash from its settings", async ({ browser, baseURL }) => {
  const context = await editorContext(browser, baseURL!);
  const slug = `oben-${Date.now()}`;
  await createPage(context, `${slug}-start`);
  const page = await context.newPage();
  await page.goto(`/de/${slug}-start?edit`);
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const settings = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await settings.getByRole("radio", { name: "Oberste Ebene" }).check();
  await settings.getByLabel("Titel (Deutsch)").fill("Oben");
  // Leaving the title proposes a segment from it; the editor's own replaces it.
  await settings.getByLabel("Pfadsegment (Deutsch)").click();
  await expect(settings.getByLabel("Pfadsegment (Deutsch)")).toHaveValue("oben");
  await settings.getByLabel("Pfadsegment (Deutsch)").fill(slug);
  await expect(settings.getByText(`Kleinbuchstaben, Ziffern und Bindestriche; Adresse: /de/${slug}`, { exact: true })).toBeVisible();
  await settings.getByLabel("Titel (Englisch)").fill("Top");
  await settings.getByLabel("Pfadsegment (Englisch)").click();
  await settings.getByLabel("Pfadsegment (Englisch)").fill(`${slug}-en`);
  await settings.getByRole("button", { name: "Seite anlegen und bearbeiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}\\?edit$`));

  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  await settings.getByRole("button", { name: "In den Papierkorb …" }).click();
  await expect(settings.getByRole("button", { name: "Ja, in den Papierkorb" })).toBeFocused();
  await expect(settings.getByText("„Oben“ wirklich in den Papierkorb legen?")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await settings.getByRole("button", { name: "Ja, in den Papierkorb" }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/pages\/\?view=trash$/);
  await expect(page.getByRole("row").filter({ has: page.locator(`code:text-is("/de/${slug}")`) })).toBeVisible();
  expect((await visit(browser, `/en/${slug}-en`)).status).toBe(404);
  await context.close();
});
