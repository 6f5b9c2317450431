import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn, mouseDrag, publish, saved } from "./helpers/editor-page";

async function editor(browser: import("@playwright/test").Browser, baseURL: string): Promise<BrowserContext> {
  // Tall enough that a drop target below the editor header sits clear of the window's bottom
  // fifth, where dnd-kit scrolls the page under a waiting pointer and moves the target away.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1200 } });
  await giveConsent(context, baseURL);
  await logIn(context);
  return context;
}

/** Drag a headline from the toolbar into a column and save it with a text. */
async function addHeadline(page: Page, column: ReturnType<Page["locator"]>, text: string) {
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
  // Right after a navigation the toolbar may be drawn before the editor is hydrated, when a
  // drag does nothing yet: drag again until the form opens (a drop that counted opens it).
  await expect(async () => {
    await mouseDrag(page, page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: "Überschrift" }), column);
    await expect(dialog).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel("Überschrift", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
}

test("an event's detail page in edit mode edits the event's own sections, links to its admin page, shows the section saving", async ({ browser, baseURL }) => {
  const context = await editor(browser, baseURL!);
  const page = await context.newPage();
  await page.goto("/de/kalender");
  const href = (await page.locator("main article[data-event-id] h3 a").first().getAttribute("href"))!;
  const id = href.split("/").at(-1)!;

  await gotoEditor(page, `${href}?edit`);
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  await expect(page.locator(`article[data-entity-type='programme.event'][data-entity-id='${id}']`)).toBeVisible();
  const admin = page.locator("a[data-entity-admin-link]");
  await expect(admin).toHaveAttribute("href", `/de/dashboard/events/${id}/`);
  await expect(admin).toContainText("in der Verwaltung bearbeiten");
  await expect(page.getByRole("button", { name: "Versionen" })).toHaveCount(0);

  // A slow save shows on its section only (000 §4: section loading by id).
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-section-id]").last();
  const sectionId = await section.getAttribute("data-section-id");
  await page.route("**/pageeditor-api/section/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await section.getByLabel(/Hintergrund$/).selectOption("cc01");
  await expect(page.locator(`section[data-section-id='${sectionId}'][aria-busy=true]`)).toBeVisible();
  await expect(section.getByText("Wird gespeichert …")).toBeVisible();
  await expect(page.locator("section[aria-busy=true]")).toHaveCount(1);
  await expect(page.locator(`section[data-section-id='${sectionId}'][aria-busy=true]`)).toHaveCount(0, { timeout: 10_000 });
  await page.unroute("**/pageeditor-api/section/**");

  const text = `Programmheft ${Date.now()}`;
  await addHeadline(page, section.getByRole("group", { name: "Spalte 1" }), text);
  expect(await axeViolations(page)).toEqual([]);

  // Published, the visitor's event page shows it: it is the event's content.
  await publish(page);
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await expect.poll(async () => {
    await visitorPage.goto(href);
    return visitorPage.getByRole("heading", { level: 2, name: text }).count();
    // Each try renders the event page anew on a machine the browser and the runner share.
  }, { timeout: 20_000 }).toBe(1);
  await visitor.close();
  await context.close();
});

test("copy a module and a section, paste them on another page; an empty page's first section is made by slug", async ({ browser, baseURL }) => {
  // Two pages, three pastes and a publication: a long walk on a busy two-core machine.
  test.setTimeout(120_000);
  const context = await editor(browser, baseURL!);
  const stamp = Date.now();
  const [from, to] = [`scale-from-${stamp}`, `scale-to-${stamp}`];
  await createPage(context, from);
  await createPage(context, to);
  const page = await context.newPage();

  // The target page is empty: its first section is created when the first module lands.
  await gotoEditor(page, `/de/${to}?edit`);
  const initial = page.locator("section[data-initial-section]");
  await expect(initial).toBeVisible();
  const slug = await initial.getAttribute("data-initial-section");
  expect(slug).toMatch(/^initial-cms-page-\d+-de$/);
  await addHeadline(page, initial.getByRole("group", { name: "Spalte 1" }), "Erste Überschrift");
  await expect(page.locator(`section[data-section-id='${slug}']`)).toBeVisible();

  await gotoEditor(page, `/de/${from}?edit`);
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const source = page.locator("section[data-layout='50-50']");
  await page.getByLabel("Sektion 1: Hintergrund").selectOption("cc02");
  await saved(page);
  await addHeadline(page, source.getByRole("group", { name: "Spalte 2" }), "Kopiervorlage");

  // Copy the module by keyboard; the live region says so.
  await page.getByRole("button", { name: "Kopieren: Überschrift" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-clipboard-status]")).toContainText("Überschrift kopiert");

  // Another page (the clipboard lives in localStorage): paste into a column, by keyboard.
  const other = await context.newPage();
  await gotoEditor(other, `/de/${to}?edit`);
  const paste = other.getByRole("button", { name: "Überschrift einfügen in Sektion 1, Spalte 1" });
  await paste.focus();
  await other.keyboard.press("Enter");
  await saved(other);
  await expect(other.locator(`section[data-section-id='${slug}']`).getByRole("heading", { level: 2, name: "Kopiervorlage" })).toBeVisible();
  await expect(other.locator("[data-clipboard-status]")).toContainText("Eingefügt");
  // …and as a new section.
  await other.getByRole("button", { name: "Überschrift als neue Sektion einfügen" }).click();
  await saved(other);
  await expect(other.locator("section[data-section-id]").nth(1).getByRole("heading", { level: 2, name: "Kopiervorlage" })).toBeVisible();

  // A whole section: layout, background and modules.
  await page.getByRole("button", { name: "Sektion kopieren: Sektion 1" }).click();
  await expect(page.locator("[data-clipboard-status]")).toContainText("Sektion kopiert");
  await other.reload();
  await other.getByRole("button", { name: "Kopierte Sektion einfügen" }).click();
  await saved(other);
  const pasted = other.locator("section[data-section-id]").nth(2);
  await expect(pasted).toHaveAttribute("data-layout", "50-50");
  await expect(other.getByLabel("Sektion 3: Hintergrund")).toHaveValue("cc02");
  await expect(pasted.getByRole("group", { name: "Spalte 2" }).getByRole("heading", { level: 2, name: "Kopiervorlage" })).toBeVisible();
  // From the top: scrolled down, the sticky editor header lies over a section's bar.
  await other.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(other)).toEqual([]);

  await publish(other);
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${to}`);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Kopiervorlage" })).toHaveCount(3);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Erste Überschrift" })).toBeVisible();
  await visitor.close();
  await context.close();
});

test("English is started from the German content in one call", async ({ browser, baseURL }) => {
  const context = await editor(browser, baseURL!);
  const slug = `scale-lang-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await expect(page.getByRole("button", { name: /^Mit den Inhalten/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  await addHeadline(page, page.locator("section[data-section-id]").first().getByRole("group", { name: "Spalte 1" }), "Auf Deutsch begonnen");

  await gotoEditor(page, `/en/${slug}?edit`);
  const start = page.getByRole("button", { name: "Start from the German content" });
  await expect(start).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const calls: string[] = [];
  page.on("request", (request) => {
    // The presence heartbeat runs on its own clock; the start is one call besides it.
    if (request.url().includes("/pageeditor-api/") && !request.url().includes("/presence/") && request.method() !== "GET") calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await start.click();
  await expect(page.getByRole("heading", { level: 2, name: "Auf Deutsch begonnen" })).toBeVisible();
  await expect(start).toHaveCount(0);
  expect(calls).toEqual(["POST /en/pageeditor-api/copy-language/"]);
  await publish(page, "en");

  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/en/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Auf Deutsch begonnen" })).toBeVisible();
  await visitor.close();
  await context.close();
});
