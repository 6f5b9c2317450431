import { expect, test, type APIRequestContext } from "@playwright/test";
import { routePath, ROUTE_NAMES, type RouteName } from "@/i18n/routes";
import { WEBSHOP_PREFIXES } from "@/server/http/proxy-rules";
import { REDIRECTS, MUSEUM } from "../../scripts/seed/content/site";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { startOfflineServer, type OfflineServer } from "./helpers/offline-server";

const LANGS = ["de", "en"] as const;

// The cookie manager opens as a modal dialog on a first visit; these tests are about the
// pages behind it (its own behaviour is in shell-consent and a11y-dialogs).
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));
const SAMPLE = { slug: "beispiel", id: 7, category: "events", tag: "kunst", page: 2 };
/**
 * Routes whose pages now load a real entity by id answer 404 or redirect to the canonical slug
 * for made-up params; their own specs (programme, productions, series-venues, search) visit seeded ones.
 */
const ENTITY_ROUTES = new Set<RouteName>(["event", "production", "magazine-category", "magazine-tag", "article", "person", "venue", "series", "form"]);
/** The table's routes and the status each answers: 404 is the error page's own route. */
const expectedStatus = (name: RouteName) => (name === "404" ? 404 : 200);

const get = (request: APIRequestContext, path: string, headers?: Record<string, string>) =>
  request.get(path, { maxRedirects: 0, headers });

/** The seeded group-tour form, the one route whose pattern differs between the languages, as the visit page links it. */
async function seededForm(request: APIRequestContext): Promise<{ path: string; id: string }> {
  const html = await (await request.get("/de/besuch")).text();
  const [path, id] = /"(\/de\/formular\/gruppenfuehrung-anfragen\/(\d+))"/.exec(html)?.slice(1) ?? [];
  expect(path, "the visit page links the group-tour form").toBeTruthy();
  return { path: path!, id: id! };
}

test.describe("routes of the table", () => {
  for (const lang of LANGS) {
    test(`every route answers with its status and one h1 in /${lang}`, async ({ request }) => {
      for (const name of ROUTE_NAMES.filter((route) => !ENTITY_ROUTES.has(route))) {
        const path = routePath(name, lang, SAMPLE as never);
        const response = await get(request, path);
        expect(response.status(), path).toBe(expectedStatus(name));
        // notFound() pages are drawn in the browser (Next.js issue #62228); the errors tests check them there.
        if (name === "404") continue;
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1);
      }
    });
  }

  test("the other language's pattern, malformed ids and bad event list queries are 404", async ({ request }) => {
    for (const path of ["/en/formular/anmeldung/3", "/de/form/anmeldung/3", "/de/kalender/fest/abc", "/en/search/events/zwei", "/de/stories/tags/kunst/x"]) {
      expect((await get(request, path)).status(), path).toBe(404);
    }
    // A comma list is no numeric id (001 §2): the page refuses it as the events API does (400).
    for (const query of ["date=31-02-2026", "date=2026-05-01", "room=foyer", "tag=1&tag=x", "room=3,7"]) {
      const response = await get(request, `/de/kalender?${query}`);
      expect(response.status(), query).toBe(404);
      expect(await response.text()).toContain("Diese Seite konnte nicht gefunden werden");
    }
    expect((await get(request, "/de/kalender?date=01-05-2026&room=3&genre=2&unknown=x")).status()).toBe(200);
    expect((await get(request, "/de/api/events/?room=3,7")).status()).toBe(400);
  });

  test("the calendar, programme and team listings describe themselves to search engines in both languages", async ({ request }) => {
    const expected = [
      ["/de/kalender", "Alle Veranstaltungen des Museums"], ["/en/kalender", "Every event at the museum"],
      ["/de/programme", "Ausstellungen und Produktionen"], ["/en/programme", "exhibitions and productions"],
      ["/de/team", "Die Menschen im Museum"], ["/en/team", "The people at the museum"],
    ] as const;
    for (const [path, text] of expected) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<meta name="description" content="[^"]*${text}`));
    }
  });

  test("the webshop paths answer in their own layout, without a language prefix", async ({ page }) => {
    for (const prefix of WEBSHOP_PREFIXES) {
      for (const path of [prefix, `${prefix}/warenkorb/1`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webshop");
        // Not the default layout: no site navigation, no cookie banner.
        await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
      }
    }
  });

  test("the dashboard has a layout of its own and asks a visitor to log in", async ({ page }) => {
    expect((await page.goto("/de/dashboard"))?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("Redaktion");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  });
});

test.describe("layout", () => {
  test("skip to content is the first stop and moves focus to main", async ({ page }) => {
    await page.goto("/de/besuch");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("body classes: CMS routes one, event routes another, the rest (legal pages too) none", async ({ page }) => {
    await page.goto("/de/besuch");
    await expect(page.locator("body")).toHaveClass(/\bpage-cms\b/);
    await page.goto("/de/kalender");
    await expect(page.locator("body")).toHaveClass(/\bpage-events\b/);
    await expect(page.locator("body")).not.toHaveClass(/\bpage-cms\b/);
    // Leaving a route takes its class along: a client navigation from the calendar to home.
    await page.getByRole("navigation", { name: "Brotkrumennavigation" }).getByRole("link", { name: "Startseite" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("body")).toHaveClass(/\bpage-cms\b/);
    await expect(page.locator("body")).not.toHaveClass(/\bpage-events\b/);
    for (const path of ["/en/stories", "/de/impressum"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("body"), path).not.toHaveClass(/\bpage-(cms|events)\b/);
    }
  });

  test("magazine routes carry the magazine headline, others do not", async ({ page }) => {
    await page.goto("/en/stories/tags");
    // The headline band first, then the breadcrumb's parent link.
    await expect(page.getByRole("main").getByRole("link", { name: "Stories", exact: true })).toHaveCount(2);
    await page.goto("/en/team");
    await expect(page.getByRole("main").getByRole("link", { name: "Stories", exact: true })).toHaveCount(0);
  });
});

test.describe("language switch", () => {
  test("keeps the CMS page: the hreflang alternate of the page", async ({ page }) => {
    await page.goto("/de/besuch/anfahrt");
    const link = page.getByRole("link", { name: "EN English" });
    await expect(link).toHaveAttribute("href", "/en/visit/directions");
    await link.click();
    await expect(page).toHaveURL(/\/en\/visit\/directions$/);
    await page.getByRole("link", { name: "DE Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/besuch\/anfahrt$/);
  });

  test("keeps a table route with its parameters, also where the pattern differs", async ({ page, request }) => {
    const { path, id } = await seededForm(request);
    await page.goto(path);
    await page.getByRole("link", { name: "EN English" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/form/request-a-group-tour/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a group tour");
    await page.goto("/en/kalender");
    await page.getByRole("link", { name: "DE Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/kalender$/);
  });

  test("keeps the query: a search and the calendar's filters", async ({ page }) => {
    await page.goto("/de/search?q=Malerei");
    await page.getByRole("link", { name: "EN English" }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=Malerei$/);
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("-");
    await page.goto(`/en/kalender?date=${week}`);
    await page.getByRole("link", { name: "DE Deutsch" }).click();
    await expect(page).toHaveURL(new RegExp(`/de/kalender\\?date=${week}$`));
  });

  test("the server-rendered link already leads to the localised route", async ({ request }) => {
    const { path, id } = await seededForm(request);
    const alternates = await (await get(request, path)).text();
    // The alternate names SITE_URL's origin, as every canonical and hreflang link does.
    expect(alternates).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="https?://[^"/]+/en/form/request-a-group-tour/${id}"`));
  });
});

test.describe("redirects and versions", () => {
  test("a redirect entry answers 301 to new_path, external targets too", async ({ request }) => {
    const internal = REDIRECTS.find((entry) => entry.old_path === "/de/ausstellungen")!;
    const response = await get(request, internal.old_path);
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(internal.new_path);
    const external = await get(request, "/de/tickets");
    expect(external.status()).toBe(301);
    expect(external.headers().location).toBe(MUSEUM.shopUrl.endsWith("/") ? MUSEUM.shopUrl : `${MUSEUM.shopUrl}/`);
  });

  test("a browser following a redirect lands on the new page", async ({ page }) => {
    await page.goto("/en/exhibitions");
    await expect(page).toHaveURL(/\/en\/programme$/);
  });

  test("?v= answers 301 to the plain path for visitors, not for a session", async ({ request }) => {
    const response = await get(request, "/de/besuch?v=12");
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe("/de/besuch");
    expect(new URL(response.headers().location!, "http://x").search).toBe("");
    expect((await get(request, "/de/besuch?v=12", { cookie: "sessionid=abc" })).status()).toBe(200);
  });

  test("GET {lang}/pageeditor-api/redirect lists the entries, with and without the slash", async ({ request }) => {
    for (const path of ["/de/pageeditor-api/redirect", "/en/pageeditor-api/redirect/"]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(await response.json()).toEqual(expect.arrayContaining(REDIRECTS.map((entry) => ({ ...entry }))));
    }
  });
});

test.describe("errors", () => {
  test("a CMS 404 reports its URL to the error log with the CSRF header", async ({ page }) => {
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/dashboard-error-log/") && response.request().method() === "POST");
    const response = await page.goto("/de/gibt-es-nicht-mehr?quelle=alt");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Diese Seite konnte nicht gefunden werden \| /);
    const log = await posted;
    expect(log.status()).toBe(201);
    expect(log.request().postDataJSON()).toEqual({ url: "/de/gibt-es-nicht-mehr?quelle=alt" });
    expect(log.request().headers()["x-csrftoken"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("every 404 page arrives drawn by the server: its language, title, message and the site's layout, readable without JavaScript", async ({ request, browser }) => {
    const cases = [
      { path: "/en/gibt-es-nicht", lang: "en", message: "This page could not be found" }, // no CMS page
      { path: "/de/stories/x/2000000001", lang: "de", message: "Diese Seite konnte nicht gefunden werden" }, // no such story
      { path: "/de/kalender?date=99-99-2026", lang: "de", message: "Diese Seite konnte nicht gefunden werden" }, // the proxy's table
      { path: "/xx/yy", lang: "de", message: "Diese Seite konnte nicht gefunden werden" }, // outside both languages
    ];
    for (const { path, lang, message } of cases) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`<title>${message} | `);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${message}</h1>`));
      expect(html, path).toContain("<footer");
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto("/en/gibt-es-nicht"))?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/gibt-es-nicht$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the start page" })).toHaveAttribute("href", "/en");
    await context.close();
  });

  test("the error log refuses a call without the CSRF header", async ({ request }) => {
    const response = await request.post("/api/dashboard-error-log/", { data: { url: "/de/x" } });
    expect(response.status()).toBe(403);
  });

  test("the error page shows status, message and the way home, and axe finds nothing", async ({ page }) => {
    await page.goto("/en/does/not/exist");
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the start page" })).toHaveAttribute("href", "/en");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/de/kalender?date=99-99-2026");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("offline", () => {
  let offline: OfflineServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    offline = await startOfflineServer();
  });
  test.afterAll(async () => {
    await offline?.stop();
  });

  test("an offline site answers 503 'Website offline' on every page, not on its APIs", async ({ page, request }) => {
    for (const path of ["/de", "/en/visit", "/de/kalender", "/webshop/cart"]) {
      const response = await request.get(`${offline.baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      expect(await response.text()).toContain("Website offline");
    }
    expect((await request.get(`${offline.baseURL}/pageeditor-api/settings`)).status()).toBe(200);
    const response = await page.goto(`${offline.baseURL}/en/visit`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website offline");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await axeViolations(page)).toEqual([]);
  });
});
