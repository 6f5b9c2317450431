import { describe, expect, it } from "vitest";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { audio } from "./schema";
import { AudioRender } from "./render";

const base = { id: "m1", type: "audio", embed: "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk" };

describe("audio module schema", () => {
  it("requires the embed (000 §5 required fields)", () => {
    expect(issuesOf(audio.schema, { ...base, embed: "" })[0]).toEqual({ path: "embed", message: "required" });
    expect(issuesOf(audio.schema, { id: "m1", type: "audio" })).toEqual([{ path: "embed", message: "required" }]);
  });

  it.each(["https://soundcloud.com/museum/fuehrung", "https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk", "https://museum.podigee.io/3-folge"])(
    "accepts the audio hosts of the current rule set: %s",
    (embed) => {
      expect(issuesOf(audio.schema, { ...base, embed })).toEqual([]);
    },
  );

  it("refuses an unlisted domain on the embed field", () => {
    expect(issuesOf(audio.schema, { ...base, embed: "https://bandcamp.com/track/x" })).toEqual([{ path: "embed", message: "domain_not_allowed" }]);
  });

  it("allows mixcloud only in the legacy rule set", () => {
    const mix = "https://www.mixcloud.com/museum/nachtmix/";
    expect(embedUrlSchema("audio", "legacy").safeParse(mix).success).toBe(true);
    const current = embedUrlSchema("audio", "current").safeParse(mix);
    expect(current.success).toBe(false);
    expect(current.error?.issues[0]?.message).toBe("domain_not_allowed");
  });

  it("offers podcast and music only", () => {
    expect(audio.schema.parse(base).media_type).toBe("podcast");
    expect(issuesOf(audio.schema, { ...base, media_type: "radio" })).toEqual([{ path: "media_type", message: "invalid_choice" }]);
  });
});

describe("audio renderer", () => {
  it("sends the consent placeholder with a box of the player's height", async () => {
    const html = await renderHtml(AudioRender({ module: audio.schema.parse({ ...base, media_type: "music" }), ctx: renderContext("en") }));
    expect(html).toContain("This content is provided by Spotify");
    expect(html).toContain("Allow Spotify");
    expect(html).toContain("height:352px");
    expect(html).not.toContain("<iframe");
  });
});
