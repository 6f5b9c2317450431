import { expect, test } from "@playwright/test";
import { toolbarModules } from "@modules/registry";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { E2E_EDITOR } from "./helpers/editor-account";
import { createPage, gotoEditor, logIn, mouseDrag, publish, saved } from "./helpers/editor-page";
import { hasEditorMarker } from "../helpers/editor-chunks";
import { paletteGroups } from "@/editor/panel/palette-groups";

test("an editor builds a page in place: toolbar, sections, mouse and keyboard drops, forms, undo", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-test-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();

  await gotoEditor(page, `/de/${slug}?edit`);
  await expect(page).toHaveURL(new RegExp(`/de/${slug}\\?edit$`));
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  // The side panel's palette: every kind, by group.
  const toolbar = page.getByRole("navigation", { name: "Module" });
  await expect(toolbar.getByRole("button")).toHaveText(paletteGroups(toolbarModules, "de", "").flatMap((group) => group.kinds.map((kind) => kind.label.de)));

  // A 50-50 section.
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-layout='50-50']");
  await expect(section.getByRole("group")).toHaveCount(2);

  // How the new module's rendering arrives: the saved section's modules alone, not the whole page again.
  const renderCalls: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-action"]) renderCalls.push("section views");
    else if (headers.rsc && !headers["next-router-prefetch"] && new URL(request.url()).pathname === `/de/${slug}`) renderCalls.push("whole page");
  });

  // A headline by mouse into the first column; the form checks before saving.
  await mouseDrag(page, toolbar.getByRole("button", { name: "Überschrift" }), section.getByRole("group", { name: "Spalte 1" }));
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Überschrift" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Dieses Feld ist ein Pflichtfeld!")).toBeVisible();
  await dialog.getByLabel("Überschrift", { exact: true }).fill("Von Hand gezogen");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  // The save's refresh brings the real rendering from the server.
  await expect(section.getByRole("heading", { level: 2, name: "Von Hand gezogen" })).toBeVisible();
  expect(renderCalls).toEqual(["section views"]);

  // A video by keyboard alone into the second column.
  await toolbar.getByRole("button", { name: "Video", exact: true }).focus();
  await page.keyboard.press("Space");
  const live = page.locator("[id^=DndLiveRegion]");
  for (let step = 0; step < 8 && !(await live.textContent())?.includes("Spalte 2"); step++) await page.keyboard.press("ArrowDown");
  await expect(live).toContainText("Sektion 1, Spalte 2");
  await page.keyboard.press("Space");
  const videoDialog = page.getByRole("dialog", { name: "Neues Modul: Video" });
  await expect(videoDialog).toBeVisible();
  await videoDialog.getByLabel("Video-URL").fill("https://example.com/clip");
  await videoDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(videoDialog.getByText("Diese Adresse ist nicht erlaubt")).toBeVisible();
  await videoDialog.getByLabel("Video-URL").fill("https://www.youtube.com/watch?v=abcdefghijk");
  await videoDialog.getByLabel("Titel").fill("Tastatur-Video");
  await videoDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(videoDialog).toBeHidden();
  await saved(page);
  await expect(section.getByRole("group", { name: "Spalte 2" }).locator("[data-module-type=video]")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Once published, an anonymous visitor sees both.
  await publish(page);
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Von Hand gezogen" })).toBeVisible();
  await expect(visitorPage.getByText("Tastatur-Video")).toBeVisible();

  // Undo takes the video away again, for the visitor too once published.
  await page.getByRole("button", { name: "Rückgängig" }).click();
  await saved(page);
  await expect(page.locator("[data-module-type=video]")).toHaveCount(0);
  // The bar reads the status again shortly after a change: publishing before it says so would
  // wait on the status of the first publication, not on this one.
  await expect(page.locator("[data-publish-status=changes]")).toBeVisible();
  await publish(page);
  await expect.poll(async () => {
    await visitorPage.reload();
    return visitorPage.getByText("Tastatur-Video").count();
  }).toBe(0);
  await expect(visitorPage.getByRole("heading", { level: 2, name: "Von Hand gezogen" })).toBeVisible();
  await visitor.close();
  await context.close();
});

test("a session that ends mid-edit opens the login modal, and the change is saved after logging in", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-session-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);

  // The session ends (another tab logged out): the next save answers 401.
  await context.addCookies([{ name: "sessionid", value: "ended-session", url: baseURL! }]);
  await page.getByLabel("Sektion 1: Hintergrund").selectOption("cc02");
  const login = page.getByRole("dialog", { name: "Anmelden" });
  await expect(login).toBeVisible();
  await login.getByLabel("Benutzername oder E-Mail").fill(E2E_EDITOR.email);
  await login.getByLabel("Passwort").fill(E2E_EDITOR.password);
  // The save alert of the first save may still show: wait for the retried write itself.
  const retried = page.waitForResponse((response) => /\/pageeditor-api\/section\//.test(response.url()) && response.request().method() !== "GET" && response.ok());
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(login).toBeHidden();
  await retried;
  await saved(page);
  await page.reload();
  await expect(page.getByLabel("Sektion 1: Hintergrund")).toHaveValue("cc02");
  await context.close();
});

test("a visitor's page loads no editor code", async ({ page, baseURL }) => {
  await giveConsent(page.context(), baseURL!);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/de/besuch");
  await expect(page.locator("body")).not.toHaveClass(/edit-mode/);
  await expect(page.getByRole("navigation", { name: "Module" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) expect(hasEditorMarker(await (await page.request.get(url)).text()), url).toBe(false);
});
