import { expect, test } from "@playwright/test";
import { logIn } from "./helpers/editor-page";

// The spec's call forms (001 §7) against the built server: the routes are reached, not shadowed
// by a page or the proxy, with and without the language prefix and the trailing slash.

test("repository calls answer under the language prefix too, in its language", async ({ request }) => {
  for (const path of ["/en/api/rooms/", "/en/api/rooms", "/de/api/calendar/", "/en/api/opening-hours-today/", "/de/pageeditor-api/settings"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const plain = await (await request.get("/api/exhibition-types/?lang=en")).json();
  expect(await (await request.get("/en/api/exhibition-types/", { headers: { "accept-language": "de" } })).json()).toEqual(plain);
});

test("the event list answers without the prefix in the Accept-Language, and the status call answers", async ({ request }) => {
  const english = await (await request.get("/en/api/events/")).json();
  const negotiated = await request.get("/api/events/", { headers: { "accept-language": "en-US,en;q=0.9" } });
  expect(negotiated.status()).toBe(200);
  expect((await negotiated.json()).results).toEqual(english.results);
  expect(english.results[0].link).toMatch(/^\/en\/|^https?:/);
  expect(await (await request.get("/de/api/example")).json()).toEqual({ lang: "de", is_site_online: true, is_shop_online: true });
});

test("module calls by type reach the editor API: a login first, then a known type answers and an unknown one is 404", async ({ context }) => {
  const { modules } = (await (await context.request.get("/de/pageeditor-api/page/besuch")).json()) as { modules: { columns: { children: { id: string; type: string }[] }[] }[] };
  const headline = modules.flatMap((section) => section.columns.flatMap((column) => column.children)).find((module) => module.type === "headline");
  expect(headline, "a headline on the visit page").toBeDefined();
  const byType = (type: string) => context.request.get(`/de/pageeditor-api/${type}?id=${encodeURIComponent(headline!.id)}`);
  expect((await byType("headline")).status()).toBe(401);
  await logIn(context);
  const known = await byType("headline");
  expect(known.status()).toBe(200);
  expect(await known.json()).toMatchObject({ id: headline!.id, type: "headline" });
  expect((await byType("no-such-module")).status()).toBe(404);
});
