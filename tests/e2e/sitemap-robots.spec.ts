import { expect, test } from "@playwright/test";

test("sitemap.xml lists pages and entities with their hreflang alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain("<loc>http://localhost:3000/de/besuch</loc>");
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost:3000\/en\/visit" \/>/);
  // The English page is an address of its own too, naming the German one.
  const visit = /<url>\s*<loc>http:\/\/localhost:3000\/en\/visit<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0];
  expect(visit).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://localhost:3000/de/besuch" />');
  expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/en\/kalender\/[^/<]+\/\d+<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/de\/kalender\/[^/<]+\/\d+<\/loc>/);
  expect(xml).not.toContain("/dashboard");
});

test("robots.txt keeps crawlers out of the editors' areas and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /*/dashboard");
  expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});

test("pages link a favicon and an app icon that load", async ({ page, request }) => {
  await page.goto("/de");
  const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const href of [icon, apple, "/favicon.ico"]) {
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
});
