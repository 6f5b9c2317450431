import { expect, test, type Page } from "@playwright/test";
import { chosenConsent, parseConsent } from "@/site/consent/consent-cookie";
import { axeViolations } from "./helpers/axe";
import { cookieManager, giveConsent } from "./helpers/consent";
import { csrfOf, logIn } from "./helpers/editor-page";

const TEXT = {
  de: {
    home: "/de",
    video: "/de/besuch/barrierefreiheit",
    legal: ["/de/agb", "/de/datenschutz", "/de/impressum"],
    manager: "Cookie-Einstellungen",
    footerButton: "Cookie-Einstellungen",
    acceptAll: "Alle akzeptieren",
    save: "Einstellungen speichern",
    delete: "Cookies löschen",
    close: "Cookie-Einstellungen schließen",
    media: "Externe Medien",
    tracking: "Statistik und Tracking",
    required: "Notwendig",
    allowYoutube: "YouTube erlauben",
    privacy: "Mehr in der Datenschutzerklärung",
    deleted: "Die Cookies wurden gelöscht",
  },
  en: {
    home: "/en",
    video: "/en/visit/accessibility",
    legal: ["/en/agb", "/en/datenschutz", "/en/impressum"],
    manager: "Cookie settings",
    footerButton: "Cookie settings",
    acceptAll: "Accept all",
    save: "Save settings",
    delete: "Delete cookies",
    close: "Close cookie settings",
    media: "External media",
    tracking: "Statistics and tracking",
    required: "Required",
    allowYoutube: "Allow YouTube",
    privacy: "More in the privacy policy",
    deleted: "The cookies have been deleted",
  },
} as const;

const manager = (page: Page, lang: keyof typeof TEXT) => cookieManager(page, TEXT[lang].manager);
const youtube = (page: Page) => page.locator('iframe[src*="youtube-nocookie.com/embed/"]');

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_consent");
  return parseConsent(cookie?.value);
}

/**
 * The manager decides after hydration. The service worker is registered by an effect of the
 * same first commit, so once it is ready the manager has made up its mind.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

for (const lang of ["de", "en"] as const) {
  const t = TEXT[lang];

  test.describe(`cookie manager (${lang})`, () => {
    test("opens on the first visit, is axe-clean, and Accept all lets the embed load", async ({ page }) => {
      await page.goto(t.video);
      const dialog = manager(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("switch")).toHaveCount(4);
      await expect(dialog.getByRole("switch", { name: t.required })).toBeChecked();
      await expect(dialog.getByRole("switch", { name: t.required })).toBeDisabled();
      await expect(dialog.getByRole("switch", { name: t.media })).not.toBeChecked();
      expect(await axeViolations(page)).toEqual([]);

      await expect(page.getByRole("button", { name: t.allowYoutube })).toBeVisible();
      await expect(youtube(page)).toHaveCount(0);
      await dialog.getByRole("button", { name: t.acceptAll }).click();
      await expect(dialog).toBeHidden();
      await expect(youtube(page)).toHaveCount(1);
      expect(await storedConsent(page)).toEqual({ v: 1, categories: ["required", "tracking", "external_media", "marketing"], services: [], chosen: true });

      await page.reload();
      await settled(page);
      await expect(youtube(page)).toHaveCount(1);
      await expect(dialog).toBeHidden();
    });

    test("saves a choice made with the keyboard only", async ({ page }) => {
      await page.goto(t.video);
      const dialog = manager(page, lang);
      await expect(dialog).toBeVisible();
      const media = dialog.getByRole("switch", { name: t.media });
      await media.focus();
      await page.keyboard.press("Space");
      await expect(media).toBeChecked();
      await dialog.getByRole("button", { name: t.save }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(youtube(page)).toHaveCount(1);
      expect((await storedConsent(page))?.categories).toEqual(["required", "external_media"]);
    });

    test("a choice without external media keeps the embed gated, and the manager away", async ({ page }) => {
      await page.goto(t.video);
      const dialog = manager(page, lang);
      await dialog.getByRole("switch", { name: t.tracking }).check();
      await dialog.getByRole("button", { name: t.save }).click();
      await expect(dialog).toBeHidden();
      expect((await storedConsent(page))?.categories).toEqual(["required", "tracking"]);
      await page.reload();
      await settled(page);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: t.allowYoutube })).toBeVisible();
      await expect(youtube(page)).toHaveCount(0);
    });

    test("the footer's Cookie settings reopens it; Delete cookies resets consent and gates the embed again", async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!);
      await context.addCookies([{ name: "_ga", value: "GA1.1.42", url: baseURL! }]);
      await page.goto(t.video);
      // The footer's button works once the page has hydrated.
      await settled(page);
      await expect(youtube(page)).toHaveCount(1);
      const dialog = manager(page, lang);
      await expect(dialog).toBeHidden();

      const opener = page.getByRole("contentinfo").getByRole("button", { name: t.footerButton });
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: t.manager })).toBeFocused();
      await expect(dialog.getByRole("switch", { name: t.media })).toBeChecked();
      // Esc closes it and gives focus back to the footer button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole("button", { name: t.delete }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("status")).toContainText(t.deleted);
      await expect(dialog.getByRole("switch", { name: t.media })).not.toBeChecked();
      await expect(youtube(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.allowYoutube })).toBeVisible();
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain("cookie_consent");
      expect(names).not.toContain("_ga");

      await page.reload();
      await expect(dialog).toBeVisible();
    });

    test("stays away from the legal pages and returns on leaving them while consent is the default", async ({ page }) => {
      for (const path of t.legal) {
        await page.goto(path);
        await settled(page);
        await expect(manager(page, lang)).toBeHidden();
      }
      // From an ordinary page to the privacy policy and back, both as client navigations.
      await page.goto(t.home);
      const dialog = manager(page, lang);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: t.privacy }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/datenschutz$`));
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(dialog).toBeVisible();
    });

    test("opened from the footer on a legal page, it can still be used there", async ({ page }) => {
      await page.goto(t.legal[2]!);
      await settled(page);
      const dialog = manager(page, lang);
      await expect(dialog).toBeHidden();
      await page.getByRole("contentinfo").getByRole("button", { name: t.footerButton }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: t.acceptAll }).click();
      await expect(dialog).toBeHidden();
      await page.goto(t.home);
      await settled(page);
      await expect(dialog).toBeHidden();
    });
  });
}

test("an HTML module's embed waits in its placeholder; allowed there, its iframe loads and its script runs", async ({ browser, baseURL }) => {
  const editor = await browser.newContext();
  await giveConsent(editor, baseURL!);
  await logIn(editor);
  const slug = `html-embed-${Date.now()}`;
  const headers = { "X-CSRFToken": await csrfOf(editor) };
  const created = await editor.request.post("/de/pageeditor-api/pages/", { headers, data: { is_online: true, translations: { de: { path: slug, title: "Einbettung" }, en: { path: slug, title: "Embed" } } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const section = `initial-cms-page-${id}-de`;
  expect((await editor.request.post("/de/pageeditor-api/section/", { headers, data: { object_id: id, id: section, layout: "100", position: 0 } })).status()).toBe(201);
  const html_code = '<iframe src="https://www.youtube-nocookie.com/embed/museumDepot1" title="Film"></iframe><script>document.body.dataset.htmlSnippet = "ran"</script>';
  expect((await editor.request.post("/de/pageeditor-api/module/", { headers, data: { section, column: 0, id: `${slug}-html`, type: "html", html_code } })).status()).toBe(201);
  expect((await editor.request.post("/de/pageeditor-api/publishing/publish/", { headers, data: { content_type: "cms.page", object_id: id } })).status()).toBe(200);
  await editor.close();

  // A visitor who decided without external media: the manager stays closed, the embed gated.
  const context = await browser.newContext();
  await giveConsent(context, baseURL!, chosenConsent([]));
  const page = await context.newPage();
  await page.goto(`/de/${slug}`);
  await settled(page);
  const embed = page.locator('iframe[src*="youtube-nocookie.com/embed/museumDepot1"]');
  await expect(embed).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.htmlSnippet)).toBeUndefined();
  await page.getByRole("button", { name: TEXT.de.allowYoutube }).click();
  await expect(embed).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.body.dataset.htmlSnippet)).toBe("ran");
  await context.close();
});

test.describe("behaviours", () => {
  test("/sw.js is served, registered and answers a failed navigation with the offline page", async ({ page, context, request, baseURL }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect((await request.get("/offline.html")).status()).toBe(200);

    await giveConsent(context, baseURL!);
    await page.goto("/de");
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Control starts with the next load (clients.claim may race the first one).
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.goto("/de/besuch").catch(() => undefined);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sie sind offline");
    await context.setOffline(false);
  });

  for (const [path, hash] of [
    ["/de/besuch", "preise"],
    ["/en/visit", "prices"],
  ] as const) {
    test(`a hash link on ${path} lands with the target 130 px below the top, or just below taller sticky parts`, async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!);
      // A page loaded with a hash: the target is reached after the delay.
      await page.goto(`${path}#${hash}`);
      const target = page.locator(`[id="${hash}"]`);
      // 130 px (000 §9) unless the header and the page's sticky anchor list end lower: then
      // 8 px below them, so the target is never covered (WCAG 2.4.11).
      const landing = () => target.evaluate((element) => {
        let bottom = 0;
        for (const part of document.querySelectorAll("[data-sticky-top], [data-section-id]:has([data-sticky-anchors])")) {
          const box = part.getBoundingClientRect();
          if (box.top <= bottom + 1 && box.bottom > bottom) bottom = box.bottom;
        }
        const top = Math.round(element.getBoundingClientRect().top);
        const expected = Math.max(130, Math.round(bottom) + 8);
        return Math.abs(top - expected) <= 1 ? "landed" : `top ${top}, expected ${expected}`;
      });
      await expect.poll(landing, { timeout: 5000 }).toBe("landed");

      // A click on an in-page link, after scrolling back up.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`main a[href$="#${hash}"]`).first().click();
      await expect.poll(landing, { timeout: 5000 }).toBe("landed");
      // An in-page jump loads nothing: the progress bar stays idle, also going back over it.
      const bar = page.locator("div[data-state][aria-hidden='true']");
      await page.waitForTimeout(400);
      await expect(bar).toHaveAttribute("data-state", "idle");
      await page.evaluate(() => { location.hash = "main-content"; });
      await page.evaluate(() => history.back());
      await expect(page).toHaveURL(new RegExp(`#${hash}$`));
      await page.waitForTimeout(400);
      await expect(bar).toHaveAttribute("data-state", "idle");
    });
  }

  test("a slow client navigation shows the progress bar, which hides once the page is there", async ({ page }) => {
    // No prefetch may finish first (that would make the navigation instant), and the route's
    // data is slowed so the navigation outlasts the 200 ms throttle.
    await page.route(/_rsc=/, async (route) => {
      if (route.request().headers()["next-router-prefetch"]) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto("/de");
    const bar = page.locator("div[data-state][aria-hidden='true']");
    await expect(bar).toHaveAttribute("data-state", "idle");
    await manager(page, "de").getByRole("link", { name: TEXT.de.privacy }).click();
    await expect(bar).toHaveAttribute("data-state", "running");
    await expect(page).toHaveURL(/\/de\/datenschutz$/);
    await expect(bar).toHaveAttribute("data-state", "idle");
  });

  test("visitors without JavaScript get a notice with a reload button", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/en");
    // Playwright's text selectors skip <noscript>, so look inside it by element.
    const notice = page.locator("noscript section");
    await expect(notice).toBeVisible();
    // At the top of the page, above the header, where it is seen first.
    const noticeTop = (await notice.boundingBox())!.y;
    expect(noticeTop).toBeLessThan((await page.getByRole("banner").first().boundingBox())!.y);
    await expect(notice).toContainText("JavaScript is turned off");
    await expect(notice.getByRole("button", { name: "Reload page" })).toBeVisible();
    // The cookie manager needs JavaScript and stays hidden; embeds stay placeholders.
    await expect(manager(page, "en")).toBeHidden();
    await context.close();
  });
});

test("on a first visit the manager is painted with the page, before the site's scripts run, without blocking it; not on a legal page", async ({ page }) => {
  const t = TEXT.de;
  // Without the site's scripts, the page is its HTML and the inline code in it.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto(t.home);
  const early = page.getByRole("dialog", { name: t.manager });
  await expect(early).toBeVisible();
  // Its buttons do nothing yet: inert, and not modal, so the page behind stays usable.
  expect(await early.evaluate((dialog) => [(dialog as HTMLDialogElement).inert, dialog.matches(":modal")])).toEqual([true, false]);
  await page.goto(t.legal[2]!);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByRole("dialog", { name: t.manager })).toBeHidden();
});
