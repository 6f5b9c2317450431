import { expect, test, type Browser } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, editorContext, gotoEditor, mouseDrag, publish, reloadEditor, saved } from "./helpers/editor-page";

// Tall enough that a drop into a column with a module already in it stays out of the
// window's bottom fifth, where dnd-kit scrolls the page under the pointer.
const tallEditor = (browser: Browser, baseURL: string) => editorContext(browser, baseURL, { viewport: { width: 1280, height: 1600 } });

test("page settings: title and URL changed with the server's messages, a child page, the missing-language indicator", async ({ browser, baseURL }) => {
  const context = await tallEditor(browser, baseURL!);
  const slug = `settings-test-${Date.now()}`;
  await createPage(context, slug);
  await createPage(context, `${slug}-taken`);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);

  // A new page has content in neither language; the other language's edit page is linked.
  const languages = page.getByRole("group", { name: "Sprachen" }).first();
  await expect(languages).toContainText("Noch kein Inhalt auf Deutsch.");
  await expect(languages).toContainText("Noch kein Inhalt auf Englisch.");
  await expect(languages.getByRole("link", { name: "Englische Seite bearbeiten" })).toHaveAttribute("href", `/en/${slug}?edit`);

  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await expect(dialog).toBeVisible();
  const german = dialog.getByRole("group", { name: "Deutsch" });
  await expect(german.getByLabel("Titel", { exact: true })).toHaveValue("Editor-Test");
  expect(await axeViolations(page)).toEqual([]);

  await german.getByLabel("Titel", { exact: true }).fill("Neuer Titel");
  await german.getByLabel("Meta-Beschreibung").fill("Worum es geht");
  // A path the schema refuses is shown before saving; a taken one comes back as the server's 400.
  await german.getByLabel("Pfad").fill("Kein Pfad!");
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(german.getByText("Ungültige Eingabe.")).toBeVisible();
  await german.getByLabel("Pfad").fill(`${slug}-taken`);
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(german.getByText("Dieser Wert ist schon vergeben.")).toBeVisible();
  await expect(german.getByLabel("Pfad")).toHaveAttribute("aria-invalid", "true");

  // A free path saves; the editor follows the page to its new address.
  await german.getByLabel("Pfad").fill(`${slug}-neu`);
  await dialog.getByRole("checkbox", { name: "Im Footer" }).check();
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}-neu\\?edit$`));
  await reloadEditor(page);
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const reopened = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await expect(reopened.getByRole("group", { name: "Deutsch" }).getByLabel("Titel", { exact: true })).toHaveValue("Neuer Titel");
  await expect(reopened.getByRole("group", { name: "Deutsch" }).getByLabel("Meta-Beschreibung")).toHaveValue("Worum es geht");
  await expect(reopened.getByRole("group", { name: "Englisch" }).getByLabel("Pfad")).toHaveValue(slug);
  await expect(reopened.getByRole("checkbox", { name: "Im Footer" })).toBeChecked();
  // Esc closes the dialog and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(reopened).toBeHidden();
  await expect(page.getByRole("button", { name: "Seiteneinstellungen" })).toBeFocused();

  // Settings are part of the draft: a visitor keeps the published title and address until the page is published.
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const reader = await visitor.newPage();
  await reader.goto(`/de/${slug}`);
  await expect(reader.getByRole("heading", { level: 1 })).toContainText("Editor-Test");
  await expect(page.locator("[data-publish-status=changes]")).toBeVisible();
  await publish(page);
  await reader.goto(`/de/${slug}`);
  await expect(reader).toHaveURL(new RegExp(`/de/${slug}-neu$`));
  await expect(reader.getByRole("heading", { level: 1 })).toContainText("Neuer Titel");
  await visitor.close();

  // A child page: titles in both languages, the path segment proposed from the title.
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const settings = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await settings.getByLabel("Titel (Deutsch)").fill("Unterseite Eins");
  await settings.getByLabel("Titel (Englisch)").fill("Child one");
  await settings.getByLabel("Pfadsegment (Englisch)").click();
  await expect(settings.getByLabel("Pfadsegment (Deutsch)")).toHaveValue("unterseite-eins");
  await settings.getByLabel("Pfadsegment (Englisch)").fill("child-one");
  await settings.getByRole("button", { name: "Seite anlegen und bearbeiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}-neu/unterseite-eins\\?edit$`));
  await expect(page.getByRole("group", { name: "Sprachen" }).first()).toContainText("Noch kein Inhalt auf Deutsch.");
  const child = await context.request.get(`/en/pageeditor-api/page/${slug}/child-one`, { headers: { "X-CSRFToken": await csrfOf(context) } });
  expect(child.status()).toBe(200);
  expect(await child.json()).toMatchObject({ title: "Child one", is_online: false });
  await context.close();
});

test("page settings: a moved page's changes discarded take the editor back to its published address", async ({ browser, baseURL }) => {
  const context = await tallEditor(browser, baseURL!);
  const slug = `settings-discard-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await dialog.getByRole("group", { name: "Deutsch" }).getByLabel("Pfad").fill(`${slug}-weg`);
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}-weg\\?edit$`));
  await expect(page.locator("[data-publish-status=changes]")).toBeVisible();
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Änderungen verwerfen" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}\\?edit$`));
  await expect(page.locator("[data-publish-status=published]")).toBeVisible();
  await context.close();
});

test("finders: a link target, a library image and an event chosen in popups, by mouse and keyboard", async ({ browser, baseURL }) => {
  const context = await tallEditor(browser, baseURL!);
  const slug = `finder-test-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  const toolbar = page.getByRole("navigation", { name: "Module" });
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const column = page.locator("section[data-layout]").first().getByRole("group", { name: "Spalte 1" });

  await mouseDrag(page, toolbar.getByRole("button", { name: "Großer Teaser", exact: true }), column);
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Großer Teaser" });
  await expect(dialog).toBeVisible();

  // Image finder: opened, axe-clean over the module modal, chosen by keyboard alone.
  await dialog.getByRole("button", { name: "Aus der Mediathek wählen …" }).click();
  const library = page.getByRole("dialog", { name: "Bild aus der Mediathek" });
  await expect(library).toBeVisible();
  const images = library.getByRole("list", { name: "Bilder" }).getByRole("button");
  await expect(images.first()).toBeVisible();
  await expect(library.getByRole("searchbox", { name: "Suchen" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await expect(images.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(library).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("img")).toHaveAttribute("src", /^\/media\/.+-480\.webp$/);

  await dialog.getByLabel("Überschrift", { exact: true }).fill("Mit Findern");
  // Esc in a finder closes the finder only, not the module modal under it.
  await dialog.getByRole("button", { name: "Ziel suchen …" }).click();
  const finder = page.getByRole("dialog", { name: "Linkziel suchen" });
  await expect(finder).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(finder).toBeHidden();
  await expect(dialog).toBeVisible();

  // Link finder: a page found by its title; its path is stored.
  await dialog.getByRole("button", { name: "Ziel suchen …" }).click();
  await expect(finder.getByLabel("Art")).toHaveValue("page");
  await finder.getByRole("searchbox", { name: "Suchen" }).fill(slug);
  const results = finder.getByRole("list", { name: "Ergebnisse" }).getByRole("button");
  await expect(results).toHaveCount(1);
  await results.first().click();
  await expect(finder).toBeHidden();
  await expect(dialog.getByLabel("Link", { exact: true })).toHaveValue(`/de/${slug}`);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  // The server's rendering of the teaser replaces the draft one and its image loads: both
  // move the column, so the next drag starts once the column stands.
  const teaserImage = column.locator("img").first();
  await expect(column.getByText("Mit Findern")).toBeVisible();
  await expect(teaserImage).toHaveJSProperty("complete", true);
  await expect(page.locator("section[aria-busy]")).toHaveCount(0);

  // Event finder: the event list's chosen events. Added by click after the teaser (its handle
  // chooses it), so no drag has to find its drop line beside the teaser that just moved it.
  await column.getByRole("button", { name: "Modul verschieben: Großer Teaser" }).focus();
  await toolbar.getByRole("button", { name: "Veranstaltungsliste", exact: true }).click();
  const list = page.getByRole("dialog", { name: "Neues Modul: Veranstaltungsliste" });
  await expect(list).toBeVisible();
  await list.getByRole("button", { name: "Veranstaltung hinzufügen …" }).click();
  const events = page.getByRole("dialog", { name: "Veranstaltung auswählen" });
  const upcoming = events.getByRole("list", { name: "Ergebnisse" }).getByRole("button");
  await expect(upcoming.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const title = (await upcoming.first().locator("span").first().textContent()) ?? "";
  await upcoming.first().click();
  await expect(events).toBeHidden();
  await expect(list.getByRole("list", { name: "Veranstaltung: ausgewählt" })).toContainText(title);
  await list.getByRole("button", { name: "Speichern" }).click();
  await expect(list).toBeHidden();
  await saved(page);
  await publish(page);

  // Stored as the schemas want (the page API reads what is published): the link's path, the library image, the event's id.
  const stored = await context.request.get(`/de/pageeditor-api/page/${slug}`, { headers: { "X-CSRFToken": await csrfOf(context) } });
  const modules = ((await stored.json()) as { modules: { columns: { children: Record<string, unknown>[] }[] }[] }).modules
    .flatMap((section) => section.columns.flatMap((col) => col.children));
  const teaser = modules.find((module) => module.type === "full_teaser");
  expect(teaser).toMatchObject({ link: `/de/${slug}`, headline: "Mit Findern", image: { src: expect.stringMatching(/^\/media\//) } });
  const eventList = modules.find((module) => module.type === "event_list");
  expect(eventList?.children).toEqual([expect.any(Number)]);
  await context.close();
});

test("the settings dialog waits for the settings it reads on opening: a slow answer never replaces what the editor typed", async ({ browser, baseURL }) => {
  const context = await tallEditor(browser, baseURL!);
  const slug = `settings-slow-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await expect(page.getByRole("group", { name: "Sprachen" }).first()).toBeVisible();
  // From now on the server answers the settings read late, as it may under load.
  await page.route("**/pageeditor-api/pages/*/", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Seiteneinstellungen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await expect(dialog.getByRole("status").filter({ hasText: "Wird geladen …" })).toBeVisible();
  await dialog.getByRole("group", { name: "Deutsch" }).getByLabel("Pfad").fill(`${slug}-spaet`);
  await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${slug}-spaet\\?edit$`));
  await context.close();
});
