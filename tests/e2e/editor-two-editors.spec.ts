import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, editorHydrated, gotoEditor, logIn, publish, saved } from "./helpers/editor-page";

/** An editor in a browser of its own: its own session, so its own presence. */
async function editorIn(context: BrowserContext, baseURL: string) {
  await giveConsent(context, baseURL);
  await logIn(context);
}

/** Change the page's one headline through the edit modal. */
async function editHeadline(page: Page, text: string) {
  await page.getByRole("button", { name: "Bearbeiten: Überschrift" }).click();
  const dialog = page.getByRole("dialog", { name: "Bearbeiten: Überschrift" });
  await dialog.getByLabel("Überschrift", { exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
}

const headline = (page: Page, text: string) => page.locator("section[data-layout='100']").getByRole("heading", { level: 2, name: text });

// Presence waits for the earlier editor's next heartbeat (every 20 s).
test.setTimeout(120_000);

test("two editors on one page: the later save meets the colleague's change, reloads it, and each sees the other", async ({ browser, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await editorIn(first, baseURL!);
  await editorIn(second, baseURL!);
  const slug = `editor-two-${Date.now()}`;
  await createPage(first, slug);
  const anna = await first.newPage();
  await gotoEditor(anna, `/de/${slug}?edit`);
  const pageId = Number(await anna.locator("article[data-page-id]").getAttribute("data-page-id"));
  const section = await first.request.post("/de/pageeditor-api/section/", {
    headers: { "X-CSRFToken": await csrfOf(first) },
    data: { object_id: pageId, layout: "100", columns: [{ children: [{ id: `${slug}-h`, type: "headline", headline_level: 2, content: "Ursprung" }] }] },
  });
  expect(section.status()).toBe(201);
  await anna.reload();
  const ben = await second.newPage();
  await gotoEditor(ben, `/de/${slug}?edit`);
  await expect(headline(ben, "Ursprung")).toBeVisible();

  // Presence: the later one sees the earlier at once, the earlier one at its next heartbeat.
  await expect(ben.getByRole("status").filter({ hasText: "Ebenfalls geöffnet von:" })).toBeVisible();
  await expect(anna.getByRole("status").filter({ hasText: "Ebenfalls geöffnet von:" })).toBeVisible({ timeout: 30_000 });

  await editHeadline(anna, "Von Anna");
  await saved(anna);

  // Ben still shows the old text: his save is refused, nothing of Anna's is lost.
  await editHeadline(ben, "Von Ben");
  const conflict = ben.getByRole("dialog", { name: "Gleichzeitig bearbeitet" });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict).toContainText(/Diese Sektion wurde inzwischen von .+ geändert\./);
  await expect(conflict.getByRole("button", { name: "Sektion neu laden" })).toBeFocused();
  await expect(conflict.getByRole("button", { name: "Meine Änderung darüber anwenden" })).toBeVisible();
  expect(await axeViolations(ben)).toEqual([]);
  await conflict.getByRole("button", { name: "Sektion neu laden" }).click();
  await expect(conflict).toBeHidden();
  await expect(headline(ben, "Von Anna")).toBeVisible();
  await expect(headline(ben, "Von Ben")).toHaveCount(0);

  // Ben's next change carries the version he reloaded and is saved.
  await editHeadline(ben, "Von Ben");
  await saved(ben);

  // Anna's undo would put "Ursprung" back over Ben's change: refused, and the dialog says so.
  await anna.getByRole("button", { name: "Rückgängig" }).click();
  const refused = anna.getByRole("dialog", { name: "Gleichzeitig bearbeitet" });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText("Rückgängig machen hätte diese Änderung überschrieben und wurde nicht ausgeführt.");
  await expect(refused.getByRole("button", { name: "Meine Änderung darüber anwenden" })).toHaveCount(0);
  expect(await axeViolations(anna)).toEqual([]);
  await refused.getByRole("button", { name: "Sektion neu laden" }).click();
  await expect(headline(anna, "Von Ben")).toBeVisible();
  await expect(anna.getByRole("button", { name: "Rückgängig" })).toBeDisabled();

  // The stored page is Ben's: what a reload shows.
  await anna.reload();
  await expect(headline(anna, "Von Ben")).toBeVisible();
  await first.close();
  await second.close();
});

test("the own change applied on top of a colleague's keeps both", async ({ browser, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await editorIn(first, baseURL!);
  await editorIn(second, baseURL!);
  const slug = `editor-on-top-${Date.now()}`;
  await createPage(first, slug);
  const anna = await first.newPage();
  await gotoEditor(anna, `/en/${slug}?edit`);
  const pageId = Number(await anna.locator("article[data-page-id]").getAttribute("data-page-id"));
  const module = (id: string, content: string) => ({ id: `${slug}-${id}`, type: "headline", headline_level: 2, content });
  const created = await first.request.post("/en/pageeditor-api/section/", {
    headers: { "X-CSRFToken": await csrfOf(first) },
    data: { object_id: pageId, layout: "50-50", columns: [{ children: [module("l", "Left")] }, { children: [module("r", "Right")] }] },
  });
  expect(created.status()).toBe(201);
  await anna.reload();
  const ben = await second.newPage();
  await gotoEditor(ben, `/en/${slug}?edit`);
  const section = (page: Page) => page.locator("section[data-layout='50-50']");

  for (const [page, column, text] of [[anna, 0, "Anna's left"], [ben, 1, "Ben's right"]] as const) {
    await section(page).getByRole("button", { name: "Edit: Headline" }).nth(column).click();
    const dialog = page.getByRole("dialog", { name: "Edit: Headline" });
    await dialog.getByLabel("Headline", { exact: true }).fill(text);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    if (page === anna) await saved(anna);
  }
  const conflict = ben.getByRole("dialog", { name: "Edited at the same time" });
  await expect(conflict).toContainText(/This section has since been changed by .+\./, { timeout: 15_000 });
  await conflict.getByRole("button", { name: "Apply my change on top" }).click();
  await expect(conflict).toBeHidden();
  for (const text of ["Anna's left", "Ben's right"]) await expect(section(ben).getByRole("heading", { level: 2, name: text })).toBeVisible();
  await anna.reload();
  for (const text of ["Anna's left", "Ben's right"]) await expect(section(anna).getByRole("heading", { level: 2, name: text })).toBeVisible();
  await first.close();
  await second.close();
});

test("publishing is refused after a colleague's change the editor has not seen, and the reload it offers lets it through", async ({ browser, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await editorIn(first, baseURL!);
  await editorIn(second, baseURL!);
  const slug = `editor-publish-unseen-${Date.now()}`;
  await createPage(first, slug);
  const anna = await first.newPage();
  await gotoEditor(anna, `/de/${slug}?edit`);
  const pageId = Number(await anna.locator("article[data-page-id]").getAttribute("data-page-id"));
  const section = await first.request.post("/de/pageeditor-api/section/", {
    headers: { "X-CSRFToken": await csrfOf(first) },
    data: { object_id: pageId, layout: "100", columns: [{ children: [{ id: `${slug}-h`, type: "headline", headline_level: 2, content: "Ursprung" }] }] },
  });
  expect(section.status()).toBe(201);
  await anna.reload();
  const ben = await second.newPage();
  await gotoEditor(ben, `/de/${slug}?edit`);
  await expect(headline(ben, "Ursprung")).toBeVisible();

  await editHeadline(anna, "Von Anna");
  await saved(anna);

  // Ben has not seen Anna's change: his publication is refused and publishes nothing.
  await ben.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await ben.getByRole("dialog", { name: "Veröffentlichen" }).getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(ben.getByRole("alert").filter({ hasText: /Die Seite wurde inzwischen von .+ geändert\. Bitte neu laden und prüfen\./ })).toBeVisible({ timeout: 15_000 });
  const status = await second.request.get(`/de/pageeditor-api/publishing/?content_type=cms.page&object_id=${pageId}`);
  expect(await status.json()).toMatchObject({ has_changes: true, published_at: null });
  expect(await axeViolations(ben)).toEqual([]);

  // The reload shows Anna's change; now Ben publishes it.
  await Promise.all([ben.waitForEvent("load"), ben.getByRole("button", { name: "Seite neu laden" }).click()]);
  await editorHydrated(ben);
  await expect(headline(ben, "Von Anna")).toBeVisible();
  await publish(ben);
  await first.close();
  await second.close();
});

test("publishing in German names the English version's unpublished changes and takes them along; a later English change is refused", async ({ browser, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await editorIn(first, baseURL!);
  await editorIn(second, baseURL!);
  const slug = `editor-publish-other-${Date.now()}`;
  await createPage(first, slug);
  const ben = await second.newPage();
  await gotoEditor(ben, `/de/${slug}?edit`);
  const pageId = Number(await ben.locator("article[data-page-id]").getAttribute("data-page-id"));
  await publish(ben);

  // Anna writes the English version while Ben has the German one open.
  const csrf = await csrfOf(first);
  const added = await first.request.post("/en/pageeditor-api/section/", {
    headers: { "X-CSRFToken": csrf },
    data: { object_id: pageId, id: `${slug}-en`, layout: "100", columns: [{ children: [{ id: `${slug}-en-h`, type: "headline", headline_level: 2, content: "From Anna" }] }] },
  });
  expect(added.status()).toBe(201);

  // Ben's dialog says the English version goes along; he publishes it.
  await ben.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const dialog = ben.getByRole("dialog", { name: "Veröffentlichen" });
  const othersNamed = dialog.getByText("Auch die englische Fassung hat unveröffentlichte Änderungen; sie werden mit veröffentlicht.");
  // The dialog reads the status afresh on opening, on a busy machine in more than five seconds.
  await expect(othersNamed).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(ben)).toEqual([]);

  // Anna adds another English section after Ben's dialog read the status: his publication is refused.
  expect((await first.request.post("/en/pageeditor-api/section/", {
    headers: { "X-CSRFToken": csrf },
    data: { object_id: pageId, id: `${slug}-en2`, layout: "100" },
  })).status()).toBe(201);
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(ben.getByRole("alert").filter({ hasText: /Die Seite wurde inzwischen von .+ geändert\. Bitte neu laden und prüfen\./ })).toBeVisible({ timeout: 15_000 });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/en/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "From Anna" })).toHaveCount(0);

  // Read afresh, the dialog says it again and the publication goes through: visitors see Anna's English text.
  await Promise.all([ben.waitForEvent("load"), ben.getByRole("button", { name: "Seite neu laden" }).click()]);
  await editorHydrated(ben);
  await ben.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(othersNamed).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(ben.locator("[data-publish-status=published]")).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => {
    await visitorPage.goto(`/en/${slug}`);
    return visitorPage.getByRole("heading", { level: 2, name: "From Anna" }).count();
  }, { timeout: 30_000 }).toBe(1);
  await visitor.close();
  await first.close();
  await second.close();
});
