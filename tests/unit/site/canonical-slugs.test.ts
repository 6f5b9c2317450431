import { beforeEach, describe, expect, it } from "vitest";
import { matchRoute, type RouteMatch } from "@/i18n/routes";
import { canonicalRedirect, forgetCanonicalSlugs } from "@/server/site/canonical-slugs";

const match = (path: string): RouteMatch => matchRoute(path)!;

describe("canonical slugs in the proxy", () => {
  let reads: string[];
  let slugs: Record<string, { de: string; en: string } | null>;
  const read = async (name: string, id: number) => {
    reads.push(`${name}:${id}`);
    return slugs[`${name}:${id}`] ?? null;
  };

  beforeEach(() => {
    forgetCanonicalSlugs();
    reads = [];
    slugs = { "event:7": { de: "fuehrung", en: "guided-tour" }, "magazine-tag:3": { de: "malerei", en: "painting" } };
  });

  it("redirects a stale slug to the entity's canonical path in the URL's language", async () => {
    expect(await canonicalRedirect(match("/de/kalender/alt/7"), read)).toBe("/de/kalender/fuehrung/7");
    expect(await canonicalRedirect(match("/en/kalender/fuehrung/7"), read)).toBe("/en/kalender/guided-tour/7");
    expect(await canonicalRedirect(match("/en/stories/tags/malerei/3"), read)).toBe("/en/stories/tags/painting/3");
  });

  it("lets the canonical URL, unknown ids and routes without slugs through", async () => {
    expect(await canonicalRedirect(match("/de/kalender/fuehrung/7"), read)).toBeNull();
    expect(await canonicalRedirect(match("/de/kalender/egal/99"), read)).toBeNull();
    expect(await canonicalRedirect(match("/de/kalender"), read)).toBeNull();
    expect(reads).toEqual(["event:7", "event:99"]);
  });

  it("remembers a matching slug, but checks every mismatch and forgets all after a write", async () => {
    await canonicalRedirect(match("/de/kalender/fuehrung/7"), read);
    await canonicalRedirect(match("/de/kalender/fuehrung/7"), read);
    expect(reads).toEqual(["event:7"]);
    // Renamed meanwhile: the remembered slug does not answer for the new one.
    slugs["event:7"] = { de: "neu", en: "new" };
    expect(await canonicalRedirect(match("/de/kalender/neu/7"), read)).toBeNull();
    expect(reads).toEqual(["event:7", "event:7"]);
    forgetCanonicalSlugs();
    expect(await canonicalRedirect(match("/de/kalender/fuehrung/7"), read)).toBe("/de/kalender/neu/7");
  });

  it("leaves the decision to the page when the database fails", async () => {
    const failing = async () => { throw new Error("down"); };
    expect(await canonicalRedirect(match("/de/kalender/alt/7"), failing)).toBeNull();
  });
});
