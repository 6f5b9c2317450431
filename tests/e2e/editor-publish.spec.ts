import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, gotoEditor, logIn, mouseDrag, publish, reloadEditor, saved } from "./helpers/editor-page";

/** A visitor's own browser: no session, its own cache of nothing. */
async function visitorOf(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await giveConsent(context, baseURL);
  return { context, page: await context.newPage() };
}

/** What the visitor's page shows as its module headline, read afresh until it says `text`. */
async function visitorSees(page: Page, slug: string, text: string) {
  await expect.poll(async () => {
    await page.goto(`/de/${slug}`);
    return page.getByRole("heading", { level: 2, name: text }).count();
  }, { timeout: 30_000 }).toBe(1);
}

/** A page in edit mode with one headline module saying `text`. */
async function pageWithHeadline(context: BrowserContext, slug: string, text: string): Promise<Page> {
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  await mouseDrag(page, page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: "Überschrift" }), page.getByRole("group", { name: "Spalte 1" }).first());
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
  await dialog.getByLabel("Überschrift", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible({ timeout: 15_000 });
  return page;
}

async function changeHeadline(page: Page, text: string) {
  await page.getByRole("button", { name: "Bearbeiten: Überschrift" }).click();
  const dialog = page.getByRole("dialog", { name: "Bearbeiten: Überschrift" });
  await dialog.getByLabel("Überschrift", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  // A save on a busy two-core machine can take longer than the default five seconds.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
}

test("a visitor sees the published headline until the editor publishes the change; discarding goes back to it", async ({ browser, baseURL }) => {
  // Two browsers, several saves, publications and a reload: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-publish-${Date.now()}`;
  const page = await pageWithHeadline(context, slug, "Alte Überschrift");
  await expect(page.locator("[data-publish-status]")).toHaveText("Unveröffentlichte Änderungen");
  await publish(page);
  await expect(page.locator("[data-publish-status]")).toHaveText("Veröffentlicht");
  const visitor = await visitorOf(browser, baseURL!);
  await visitorSees(visitor.page, slug, "Alte Überschrift");

  // The change is the editor's draft: a visitor's fresh read still shows the old text.
  await changeHeadline(page, "Neue Überschrift");
  await expect(page.locator("[data-publish-status]")).toHaveText("Unveröffentlichte Änderungen");
  await visitor.page.goto(`/de/${slug}`);
  await expect(visitor.page.getByRole("heading", { level: 2, name: "Alte Überschrift" })).toBeVisible();
  await expect(visitor.page.getByText("Neue Überschrift")).toHaveCount(0);

  // The publish dialog, checked with axe, then published: the visitor sees the new text.
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Veröffentlichen" });
  await expect(dialog.getByLabel("Veröffentlichen am (Zeit in Berlin)")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(page.locator("[data-publish-status]")).toHaveText("Veröffentlicht");
  await visitorSees(visitor.page, slug, "Neue Überschrift");

  // Discard: after a confirmation the working copy is the published one again.
  await changeHeadline(page, "Verworfene Überschrift");
  await expect(page.locator("[data-publish-status]")).toHaveText("Unveröffentlichte Änderungen");
  page.once("dialog", (confirm) => void confirm.accept());
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Änderungen verwerfen" }).click()]);
  await expect(page.getByRole("heading", { level: 2, name: "Neue Überschrift" })).toBeVisible();
  await expect(page.locator("[data-publish-status]")).toHaveText("Veröffentlicht", { timeout: 15_000 });
  await visitor.page.goto(`/de/${slug}`);
  await expect(visitor.page.getByText("Verworfene Überschrift")).toHaveCount(0);

  // The versions list names the published ones, with who published them.
  await page.getByRole("button", { name: "Versionen" }).click();
  await expect(page.locator("[data-version-id]").filter({ hasText: "Veröffentlicht" }).first()).toContainText("editor");
  await visitor.context.close();
  await context.close();
});

/** A Berlin wall time `minutes` from now, as the datetime field takes it. */
const berlinIn = (minutes: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
    .format(new Date(Date.now() + minutes * 60_000)).replace(" ", "T");

test("a planned publication shows in the header in both languages, takes effect on time, and one set in the past on the next read", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-schedule-${Date.now()}`;
  const page = await pageWithHeadline(context, slug, "Vorher");
  await publish(page);
  const visitor = await visitorOf(browser, baseURL!);
  await visitorSees(visitor.page, slug, "Vorher");
  await changeHeadline(page, "Geplant");

  // Planned in the dialog for two minutes ahead: the header says for when, in German and English.
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Veröffentlichen" });
  await dialog.getByLabel("Veröffentlichen am (Zeit in Berlin)").fill(berlinIn(2));
  await dialog.getByRole("button", { name: "Veröffentlichung planen" }).click();
  await expect(page.locator("[data-publish-scheduled]")).toContainText("Geplant für");
  const english = await context.newPage();
  await gotoEditor(english, `/en/${slug}?edit`);
  await expect(english.locator("[data-publish-scheduled]")).toContainText("Scheduled for");
  await expect(english.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(english.locator("[data-publish-status]")).toContainText("Unpublished changes");
  await english.close();
  await visitor.page.goto(`/de/${slug}`);
  await expect(visitor.page.getByRole("heading", { level: 2, name: "Vorher" })).toBeVisible();

  // No cron job and no request from the editor: the server's timer publishes on time.
  await expect.poll(async () => {
    await visitor.page.goto(`/de/${slug}`);
    return visitor.page.getByRole("heading", { level: 2, name: "Geplant" }).count();
  }, { timeout: 200_000, intervals: [5_000] }).toBe(1);
  await reloadEditor(page);
  await expect(page.locator("[data-publish-scheduled]")).toHaveCount(0);

  // Through the API, a time already past: the next read publishes it.
  await changeHeadline(page, "Sofort");
  const object_id = Number(await page.locator("[data-page-id]").getAttribute("data-page-id"));
  const planned = await context.request.put("/de/pageeditor-api/publishing/schedule/", {
    headers: { "X-CSRFToken": await csrfOf(context) },
    data: { content_type: "cms.page", object_id, publish_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(planned.status()).toBe(200);
  await visitorSees(visitor.page, slug, "Sofort");
  await visitor.context.close();
  await context.close();
});

test("the publishing calls answer 401 without a session, 403 without the CSRF header and 400 with a field message", async ({ browser }) => {
  const anonymous = await browser.newContext();
  expect((await anonymous.request.post("/de/pageeditor-api/publishing/publish/", { data: { object_id: 1 } })).status()).toBe(401);
  await anonymous.close();
  const context = await browser.newContext();
  await logIn(context);
  expect((await context.request.post("/de/pageeditor-api/publishing/publish/", { data: { object_id: 1 } })).status()).toBe(403);
  const bad = await context.request.put("/de/pageeditor-api/publishing/schedule/", {
    headers: { "X-CSRFToken": await csrfOf(context) }, data: { object_id: 1, publish_at: "morgen" },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.publish_at).toBeTruthy();
  await context.close();
});
