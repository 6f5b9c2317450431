import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { csrfOf, gotoEditor, logIn } from "./helpers/editor-page";

// Any two versions compared in the versions panel, neither of them the current one, in both
// directions, and one of them restored. The versions are made through the API, one save each.
const TEXTS = {
  de: {
    versions: "Versionen", from: "Von Version", to: "Zu Version", compare: "Die beiden vergleichen", changesFrom: "Änderungen von", toWord: "zu",
    auto: "Automatisch gespeichert", current: "Aktuell", restore: /^Wiederherstellen/, same: "Bitte zwei verschiedene Versionen wählen.",
    changed: "Geändert: Überschrift in Sektion 1", added: "Hinzugefügt: Text in Sektion 1", removed: "Entfernt: Text in Sektion 1", differences: "Unterschiede: 2.",
    first: "Erster Stand", second: "Zweiter Stand", fourth: "Vierter Stand", paragraph: "Ein Absatz.", firstName: "Erste Fassung", thirdName: "Dritte Fassung",
  },
  en: {
    versions: "Versions", from: "From version", to: "To version", compare: "Compare the two", changesFrom: "Changes from", toWord: "to",
    auto: "Saved automatically", current: "Current", restore: /^Restore/, same: "Please choose two different versions.",
    changed: "Changed: Headline in section 1", added: "Added: Text in section 1", removed: "Removed: Text in section 1", differences: "Differences: 2.",
    first: "First state", second: "Second state", fourth: "Fourth state", paragraph: "A paragraph.", firstName: "First draft", thirdName: "Third draft",
  },
} as const;

/** The id of the page's newest version: the one the last save kept. */
async function newestVersion(request: APIRequestContext, lang: string, pageId: number): Promise<number> {
  const response = await request.get(`/${lang}/pageeditor-api/pages/${pageId}/versions/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { id: number }[] }).results[0]!.id;
}

for (const lang of ["de", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: two older versions compared both ways show the changed headline and the added text, and one is restored`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
    await giveConsent(context, baseURL!);
    await logIn(context);
    const { request } = context;
    const slug = `editor-version-pairs-${lang}-${Date.now()}`;
    const headers = { "X-CSRFToken": await csrfOf(context) };
    const created = await request.post("/de/pageeditor-api/pages/", { headers, data: { is_online: true, translations: { de: { path: slug, title: "Versionen" }, en: { path: slug, title: "Versions" } } } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const api = `/${lang}/pageeditor-api`;
    const section = `initial-cms-page-${id}-${lang}`;
    const headline = `${slug}-h`;
    expect((await request.post(`${api}/section/`, { headers, data: { object_id: id, id: section, layout: "100", position: 0 } })).status()).toBe(201);

    // Four saves: the headline, the headline changed, a text added, the headline changed again.
    expect((await request.post(`${api}/module/`, { headers, data: { section, column: 0, id: headline, type: "headline", headline_level: 2, content: t.first } })).status()).toBe(201);
    const v1 = await newestVersion(request, lang, id);
    expect((await request.patch(`${api}/module/${headline}`, { headers, data: { content: t.second } })).status()).toBe(200);
    const v2 = await newestVersion(request, lang, id);
    expect((await request.post(`${api}/module/`, { headers, data: { section, column: 0, id: `${slug}-t`, type: "text", content: `<p>${t.paragraph}</p>` } })).status()).toBe(201);
    const v3 = await newestVersion(request, lang, id);
    expect((await request.patch(`${api}/module/${headline}`, { headers, data: { content: t.fourth } })).status()).toBe(200);
    const v4 = await newestVersion(request, lang, id);
    expect(new Set([v1, v2, v3, v4]).size).toBe(4);
    for (const [version, label] of [[v1, t.firstName], [v3, t.thirdName]] as const) {
      expect((await request.patch(`${api}/pages/${id}/versions/${version}/`, { headers, data: { label } })).status()).toBe(200);
    }

    const page = await context.newPage();
    await gotoEditor(page, `/${lang}/${slug}?edit`);
    await expect(page.getByRole("heading", { level: 2, name: t.fourth })).toBeVisible();
    await page.getByRole("button", { name: t.versions, exact: true }).click();
    const panel = page.getByRole("region", { name: t.versions, exact: true });
    const from = panel.getByRole("combobox", { name: t.from, exact: true });
    const to = panel.getByRole("combobox", { name: t.to, exact: true });

    // The pickers name each version as the list does; they start at the one before the current and the current.
    await expect(from).toHaveValue(String(v3));
    await expect(to).toHaveValue(String(v4));
    await expect(from.locator("option", { hasText: t.firstName })).toHaveCount(1);
    await expect(from.locator(`option[value="${v2}"]`)).toContainText(t.auto);
    await expect(from.locator(`option[value="${v2}"]`)).toContainText("editor");
    await expect(to.locator(`option[value="${v4}"]`)).toContainText(t.current);

    // First draft to third draft: neither is current, so the fourth state is not among the changes.
    await from.selectOption(String(v1));
    await to.selectOption(String(v3));
    await panel.getByRole("button", { name: t.compare, exact: true }).click();
    const forward = panel.getByRole("region", { name: new RegExp(`^${t.changesFrom} ${t.firstName} \\(.+\\) ${t.toWord} ${t.thirdName} \\(`) });
    await expect(forward.locator("[data-change]")).toHaveCount(2);
    const changed = forward.locator("[data-change=changed]");
    await expect(changed).toContainText(t.changed);
    await expect(changed.locator("del")).toHaveText(t.first);
    await expect(changed.locator("ins")).toHaveText(t.second);
    await expect(forward.locator("[data-change=added]")).toContainText(t.added);
    await expect(forward).not.toContainText(t.fourth);
    await expect(page.locator("[data-clipboard-status]")).toContainText(t.differences);
    expect(await axeViolations(page)).toEqual([]);

    // The other way round, by keyboard: what going back would change.
    await from.selectOption(String(v3));
    await to.selectOption(String(v1));
    await panel.getByRole("button", { name: t.compare, exact: true }).focus();
    await page.keyboard.press("Enter");
    const back = panel.getByRole("region", { name: new RegExp(`^${t.changesFrom} ${t.thirdName} \\(.+\\) ${t.toWord} ${t.firstName} \\(`) });
    await expect(back.locator("[data-change=removed]")).toContainText(t.removed);
    await expect(back.locator("[data-change=changed] del")).toHaveText(t.second);
    await expect(back.locator("[data-change=changed] ins")).toHaveText(t.first);

    // One version against itself is no comparison.
    await to.selectOption(String(v3));
    await panel.getByRole("button", { name: t.compare, exact: true }).click();
    await expect(panel.getByRole("alert")).toHaveText(t.same);

    // Restore the first draft from its row; the edit page reloads with its content.
    page.once("dialog", (confirm) => void confirm.accept());
    await Promise.all([page.waitForEvent("load"), panel.locator(`[data-version-id="${v1}"]`).getByRole("button", { name: t.restore }).click()]);
    await expect(page.getByRole("heading", { level: 2, name: t.first })).toBeVisible();
    await expect(page.getByText(t.paragraph)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: t.fourth })).toHaveCount(0);
    await context.close();
  });
}
