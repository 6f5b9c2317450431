import { describe, expect, it } from "vitest";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { socialMedia } from "./schema";
import { SocialMediaRender } from "./render";

const base = { id: "m1", type: "social_media", embed: "https://www.instagram.com/p/C1a2B3c4D5e/" };

describe("social media module schema", () => {
  it("requires the embed (000 §5 required fields)", () => {
    expect(issuesOf(socialMedia.schema, { ...base, embed: "" })[0]).toEqual({ path: "embed", message: "required" });
    expect(issuesOf(socialMedia.schema, { id: "m1", type: "social_media" })).toEqual([{ path: "embed", message: "required" }]);
  });

  it.each([
    "https://www.instagram.com/p/C1a2B3c4D5e/",
    "https://www.facebook.com/museum/posts/1",
    "https://x.com/museum/status/1",
    "https://www.tiktok.com/@museum/video/1",
  ])("accepts the four social hosts of 000 §5: %s", (embed) => {
    expect(issuesOf(socialMedia.schema, { ...base, embed })).toEqual([]);
  });

  it("refuses an unlisted domain on the embed field", () => {
    expect(issuesOf(socialMedia.schema, { ...base, embed: "https://mastodon.social/@museum/1" })).toEqual([
      { path: "embed", message: "domain_not_allowed" },
    ]);
  });

  it("has the same social hosts in both rule sets", () => {
    for (const ruleSet of ["current", "legacy"] as const) {
      expect(embedUrlSchema("social", ruleSet).safeParse("https://x.com/museum/status/1").success).toBe(true);
      expect(embedUrlSchema("social", ruleSet).safeParse("https://threads.net/@museum").success).toBe(false);
    }
  });
});

describe("social media renderer", () => {
  const render = (value: object) => renderHtml(SocialMediaRender({ module: socialMedia.schema.parse({ ...base, ...value }), ctx: renderContext("de") }));

  it("gates an Instagram post behind consent", async () => {
    const html = await render({});
    expect(html).toContain("Instagram erlauben");
    expect(html).not.toContain("<iframe");
  });

  it("shows an X post as a link card that opens a new tab", async () => {
    const html = await render({ embed: "https://x.com/museum/status/1" });
    expect(html).toContain('href="https://x.com/museum/status/1"');
    expect(html).toContain("Beitrag auf X ansehen");
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain("erlauben");
  });
});
