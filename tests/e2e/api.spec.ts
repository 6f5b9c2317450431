import { expect, test } from "@playwright/test";

test("the page API answers with and without the trailing slash", async ({ request }) => {
  for (const path of ["/de/pageeditor-api/page/besuch", "/de/pageeditor-api/page/besuch/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const page = await response.json();
    expect(page.urls).toEqual({ de: "/de/besuch", en: "/en/visit" });
    expect(page.modules.length).toBeGreaterThan(0);
  }
  const bad = await request.get("/de/pageeditor-api/page/besuch?version_id=x");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.version_id).toEqual(["Bitte eine Zahl angeben."]);
  expect((await request.get("/en/pageeditor-api/page/preview")).status()).toBe(404);
});

test("settings and navigation are served", async ({ request }) => {
  const settings = await (await request.get("/pageeditor-api/settings/")).json();
  expect(settings.is_site_online).toBe(true);
  const nav = await (await request.get("/en/pageeditor-api/nav")).json();
  expect(nav.menu.map((item: { url: string }) => item.url)).toContain("/en/visit");
  expect(nav.footer.length).toBeGreaterThan(0);
});
