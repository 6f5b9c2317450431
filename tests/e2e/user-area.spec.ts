import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { EventItem } from "@schemas/api/event";
import type { EventTickets } from "@schemas/api/shop-cart";
import { CSRF_COOKIE, CSRF_HEADER } from "@/contracts/csrf";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { logIn } from "./helpers/editor-page";

/*
 * The visitors' user area in both languages, as a visitor goes through it: register (with a
 * mistake first), confirm through the link an editor finds in the dashboard's outbox, log in,
 * see an order in the profile, change the settings, meet the 403 of the dashboard, log out.
 * axe runs on every page and on the open account dropdown.
 */

const TEXT = {
  de: {
    register: "Registrieren", first: "Vorname", last: "Nachname", email: "E-Mail", password: "Passwort", password2: "Passwort wiederholen",
    create: "Konto anlegen", differ: "Die Passwörter stimmen nicht überein.", done: /Fast geschafft/, confirmed: "Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.",
    login: "Anmelden", wrong: "Benutzername/E-Mail oder Passwort ist falsch.", subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    orders: "Ihre Bestellungen", save: "Speichern", saved: "Ihre Angaben sind gespeichert.", newsletter: /Newsletter/, since: /Einwilligung erteilt am/,
    profile: "Mein Profil", logout: "Abmelden", loggedOut: "Sie sind abgemeldet.", forbidden: "Zugriff verweigert", outbox: "E-Mails im Postausgang",
  },
  en: {
    register: "Register", first: "First name", last: "Last name", email: "E-mail", password: "Password", password2: "Repeat the password",
    create: "Create account", differ: "The passwords do not match.", done: /Almost done/, confirmed: "Thank you, your e-mail address is confirmed.",
    login: "Log in", wrong: "Wrong username/e-mail or password.", subject: "Please confirm your e-mail address",
    orders: "Your orders", save: "Save", saved: "Your details have been saved.", newsletter: /newsletter/, since: /Consent given on/,
    profile: "My Profile", logout: "Log out", loggedOut: "You are logged out.", forbidden: "Access denied", outbox: "E-mails in the outbox",
  },
} as const;

const PASSWORD = "ein sicheres Passwort 42";

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** One ticket of an upcoming event bought with `email` through the built-in shop, as the webshop's checkout does. */
async function buyTicket(request: APIRequestContext, context: BrowserContext, email: string): Promise<string> {
  await request.get("/api/csrf/");
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)!.value;
  const headers = { [CSRF_HEADER]: csrf };
  for (let page = 1; page <= 8; page++) {
    const list = await (await request.get(`/de/api/events/?page_size=50&page=${page}`)).json() as { results: EventItem[]; next: string | null };
    for (const event of list.results) {
      if (event.id_jet === null || event.is_free) continue;
      const response = await request.get(`/de/api/events/${event.id}/tickets/`);
      if (!response.ok()) continue;
      const tickets = await response.json() as EventTickets;
      const group = tickets.seat_groups.find((entry) => entry.status !== 0 && entry.availability !== "sold_out" && entry.timeslots.length === 0 && (entry.left ?? 10) > 1);
      const price = group?.prices.find((entry) => entry.sale_type_id !== null);
      if (!group || !price || tickets.event_jet_id === null) continue;
      const cart = await request.post("/api/shop-cart/?lang=de", {
        headers,
        data: { quantities: [1], event_jet_id: tickets.event_jet_id, sale_type_ids: [price.sale_type_id], ...(group.seat_group ? { seat_group: group.seat_group } : {}) },
      });
      if (!cart.ok()) continue;
      const order = await request.post("/api/shop-cart/checkout/?lang=de", { headers, data: { name: "Greta Garbo", email } });
      expect(order.status()).toBe(201);
      return (await order.json() as { number: string }).number;
    }
    if (!list.next) break;
  }
  throw new Error("no event of the demo seed sells a ticket");
}

for (const lang of ["de", "en"] as const) {
  const t = TEXT[lang];

  test(`a visitor registers, confirms, logs in, sees an order, changes settings and logs out (${lang})`, async ({ page, context, browser, baseURL }) => {
    test.setTimeout(180_000);
    await giveConsent(context, baseURL!);
    const email = `greta-${lang}-${Date.now()}@example.org`;

    // Register, first with a mistake the form names at its field.
    await page.goto(`/${lang}/user/register`);
    await expect(page.getByRole("heading", { level: 1, name: t.register })).toBeVisible();
    await page.getByLabel(t.first).fill("Greta");
    await page.getByLabel(t.last).fill("Garbo");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.password2).fill("something else");
    await page.getByRole("button", { name: t.create }).click();
    await expect(page.getByLabel(t.password2)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.differ).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t.password2).fill(PASSWORD);
    await page.getByRole("button", { name: t.create }).click();
    await expect(page.getByRole("status").filter({ hasText: t.done })).toBeVisible();

    // An editor finds the confirmation mail in the dashboard's outbox.
    const editorContext = await browser.newContext({ baseURL });
    await logIn(editorContext);
    const editor = await editorContext.newPage();
    await editor.goto(`/${lang}/dashboard/outbox/`);
    await expect(editor.getByRole("table", { name: t.outbox })).toBeVisible();
    await expectAccessible(editor);
    await editor.getByRole("row").filter({ hasText: email }).getByRole("link", { name: t.subject }).click();
    const mail = await editor.locator("[data-mail-text]").textContent();
    await expectAccessible(editor);
    await editorContext.close();
    const link = /https?:\/\/\S+\/user\/confirm\?token=[\w-]+/.exec(mail ?? "")?.[0];
    expect(link).toBeTruthy();

    // The link confirms the address on this site.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expectAccessible(page);

    // The header's account link leads to the login.
    await page.goto(`/${lang}`);
    await page.getByRole("banner").getByRole("link", { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/login$`));
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill("a wrong password");
    await page.getByRole("button", { name: t.login }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/profile$`));
    const account = page.getByRole("banner").getByRole("button", { name: "Greta Garbo" });
    await expect(account).toBeVisible();

    // An order placed with the address shows in the profile.
    const number = await buyTicket(page.request, context, email);
    await page.reload();
    await expect(page.getByRole("heading", { name: t.orders })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(number) })).toBeVisible();
    await expectAccessible(page);

    // Settings: a new last name and the newsletter consent, with the date it was given.
    await page.goto(`/${lang}/user/settings`);
    await page.getByLabel(t.last).fill("Gustafsson");
    await page.getByLabel(t.newsletter).check();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(page.getByText(t.since)).toBeVisible();
    await expectAccessible(page);

    // The dashboard stays closed to a visitor: a 403 page.
    const forbidden = await page.goto(`/${lang}/dashboard/`);
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: t.forbidden })).toBeVisible();
    await expectAccessible(page);

    // The dropdown under the (new) name: "My Profile" and "Log out".
    await page.goto(`/${lang}`);
    const renamed = page.getByRole("banner").getByRole("button", { name: "Greta Gustafsson" });
    await renamed.click();
    await expect(page.getByRole("link", { name: t.profile })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: t.logout }).click();
    await expect(page.getByText(t.loggedOut)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: t.login })).toBeVisible();
    await expectAccessible(page);
  });
}

test("the user area's pages are cached documents without cookies or a name", async ({ request }) => {
  for (const path of ["/de/user/login", "/en/user/profile", "/de/user/settings", "/en/user/register"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(response.headers()["cache-control"] ?? "").not.toContain("no-store");
  }
});

test("a password reset asks for the address, then refuses an unknown link at the form, in both languages", async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!);
  await page.goto("/de/user/password-reset");
  await expect(page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" })).toBeVisible();
  await page.getByLabel("E-Mail").fill("niemand@example.org");
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wenn zu dieser Adresse ein Konto besteht" })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/en/user/password-reset?token=${"x".repeat(43)}`);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("This link is invalid or has expired. Please request a new one.")).toBeVisible();
  await expectAccessible(page);
});

/** The CSRF header for `context`'s next unsafe call, as the user area's pages fetch the token. */
async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get("/api/csrf/");
  return { [CSRF_HEADER]: (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)!.value };
}

/** Log `context` in as the visitor, through the call the login form makes. */
async function logInVisitor(context: BrowserContext, email: string) {
  const response = await context.request.post("/api/account/login/?lang=de", { headers: await csrfHeader(context), data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

test("a visitor logs out on every other device from the settings; the other browser is logged out on its next page", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = `lotte-${Date.now()}@example.org`;
  const first = await browser.newContext({ baseURL });
  await giveConsent(first, baseURL!);
  const registered = await first.request.post("/api/account/register/?lang=de", {
    headers: await csrfHeader(first), data: { first_name: "Lotte", last_name: "Reiniger", email, password: PASSWORD, password2: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  // The confirmation link from the dashboard's outbox.
  const editorContext = await browser.newContext({ baseURL });
  await logIn(editorContext);
  const editor = await editorContext.newPage();
  await editor.goto("/de/dashboard/outbox/");
  await editor.getByRole("row").filter({ hasText: email }).getByRole("link", { name: TEXT.de.subject }).click();
  const token = /\/user\/confirm\?token=([\w-]+)/.exec(await editor.locator("[data-mail-text]").textContent() ?? "")?.[1];
  await editorContext.close();
  expect((await first.request.post("/api/account/confirm/?lang=de", { headers: await csrfHeader(first), data: { token } })).status()).toBe(200);

  // Logged in in two browsers.
  await logInVisitor(first, email);
  const second = await browser.newContext({ baseURL });
  await giveConsent(second, baseURL!);
  await logInVisitor(second, email);
  const other = await second.newPage();
  await other.goto("/de/user/profile");
  await expect(other.getByRole("banner").getByRole("button", { name: "Lotte Reiniger" })).toBeVisible();

  const page = await first.newPage();
  await page.goto("/de/user/settings");
  await page.getByRole("button", { name: "Auf allen anderen Geräten abmelden" }).click();
  await expect(page.getByRole("group", { name: /Möchten Sie sich auf allen anderen Geräten abmelden/ })).toBeFocused();
  await page.getByRole("button", { name: "Ja, abmelden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Auf einem anderen Gerät abgemeldet." })).toBeVisible();
  await expectAccessible(page);

  // The other browser meets the login on its next page; this one stays logged in.
  await other.reload();
  await expect(other.getByText("Bitte melden Sie sich an, um Ihr Profil zu sehen.")).toBeVisible();
  await expect(other.getByRole("banner").getByRole("link", { name: TEXT.de.login })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(TEXT.de.last)).toHaveValue("Reiniger");
  await first.close();
  await second.close();
});
