import { afterEach, describe, expect, it, vi } from "vitest";
import type { Metadata } from "next";
import type { PageEntity } from "@/server/content/page-entity";
import { shellSettings } from "./shell-fixtures";

// The settings come from the database; the metadata reads only the site's name from them.
vi.mock("@/site/settings/get-settings", () => ({ getCachedSettings: async () => shellSettings() }));

/** The metadata modules as a server started with this SITE_URL loads them: the settings are read from the environment on import. */
async function startedWith(siteUrl: string) {
  vi.stubEnv("SITE_URL", siteUrl);
  vi.resetModules();
  const [{ pageMetadata, rootMetadata }, { detailRoute }] = await Promise.all([
    import("@/site/content/page-metadata"),
    import("@/site/programme/detail-route"),
  ]);
  return { pageMetadata, rootMetadata, detailRoute };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The <link> addresses of a page: its paths resolved against the metadata base its root layout gives it, as Next.js writes them. */
function links(root: Metadata, page: Metadata) {
  const base = root.metadataBase!;
  const { canonical, languages } = page.alternates!;
  return {
    canonical: new URL(String(canonical), base).toString(),
    languages: Object.fromEntries(Object.entries(languages!).map(([lang, path]) => [lang, new URL(String(path), base).toString()])),
  };
}

const visitPage = {
  title: "Visit", meta_title: null, meta_description: null, og_title: null, og_description: null, og_type: "website", og_image: null, og_image_thumbs: null,
  urls: { de: "/de/besuch", en: "/en/visit" },
} as unknown as PageEntity;

describe("canonical and hreflang links", () => {
  it("name SITE_URL's host on a CMS page", async () => {
    const { pageMetadata, rootMetadata } = await startedWith("https://museum.example");
    expect(links(rootMetadata("en"), await pageMetadata("en", visitPage))).toEqual({
      canonical: "https://museum.example/en/visit",
      languages: { de: "https://museum.example/de/besuch", en: "https://museum.example/en/visit", "x-default": "https://museum.example/de/besuch" },
    });
  });

  it("name SITE_URL's host on an entity's detail page, in the other language with its own slug", async () => {
    const { detailRoute, rootMetadata } = await startedWith("https://museum.example");
    const tour = { de: { slug: "fuehrung", name: "Führung" }, en: { slug: "tour", name: "Tour" } };
    const route = detailRoute("event", async (id, lang) => ({ id, ...tour[lang], url: `/${lang}/kalender/${tour[lang].slug}/${id}` }), () => null);
    const metadata = await route.generateMetadata({ params: Promise.resolve({ lang: "de", slug: "fuehrung", id: "7" }) });
    expect(links(rootMetadata("de"), metadata)).toEqual({
      canonical: "https://museum.example/de/kalender/fuehrung/7",
      languages: { de: "https://museum.example/de/kalender/fuehrung/7", en: "https://museum.example/en/kalender/tour/7", "x-default": "https://museum.example/de/kalender/fuehrung/7" },
    });
  });

  it("follow SITE_URL when it changes", async () => {
    const { pageMetadata, rootMetadata } = await startedWith("https://www.museum-am-fluss.example");
    expect(links(rootMetadata("de"), await pageMetadata("de", visitPage)).canonical).toBe("https://www.museum-am-fluss.example/de/besuch");
  });
});
