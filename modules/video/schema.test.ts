import { describe, expect, it } from "vitest";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { video } from "./schema";
import { VideoRender } from "./render";

const base = { id: "m1", type: "video", video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };

describe("video module schema", () => {
  it("requires the video URL (000 §5 required fields)", () => {
    // The shared embed rule also reports invalid_url after "required"; the first issue is what counts.
    expect(issuesOf(video.schema, { ...base, video_url: "" })[0]).toEqual({ path: "video_url", message: "required" });
    expect(issuesOf(video.schema, { id: "m1", type: "video" })).toEqual([{ path: "video_url", message: "required" }]);
  });

  it.each(["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"])(
    "accepts the video domains of 000 §5: %s",
    (url) => {
      expect(issuesOf(video.schema, { ...base, video_url: url })).toEqual([]);
    },
  );

  it("refuses any other domain, on the video_url field", () => {
    expect(issuesOf(video.schema, { ...base, video_url: "https://dailymotion.com/video/x8" })).toEqual([
      { path: "video_url", message: "domain_not_allowed" },
    ]);
    expect(issuesOf(video.schema, { ...base, video_url: "https://youtube.com.evil.example/watch?v=x" })).toEqual([
      { path: "video_url", message: "domain_not_allowed" },
    ]);
  });

  it("has the same video domains in the current and the legacy rule set", () => {
    for (const ruleSet of ["current", "legacy"] as const) {
      expect(embedUrlSchema("video", ruleSet).safeParse("https://youtu.be/dQw4w9WgXcQ").success).toBe(true);
      expect(embedUrlSchema("video", ruleSet).safeParse("https://mixcloud.com/x").success).toBe(false);
    }
  });

  it("refuses a URL that is not one", () => {
    expect(issuesOf(video.schema, { ...base, video_url: "youtube" })).toEqual([{ path: "video_url", message: "invalid_url" }]);
  });

  it("takes a running time like 3:25", () => {
    expect(issuesOf(video.schema, { ...base, length: "3:25" })).toEqual([]);
    expect(issuesOf(video.schema, { ...base, length: "1:02:03" })).toEqual([]);
    expect(issuesOf(video.schema, { ...base, length: "drei Minuten" })).toEqual([{ path: "length", message: "invalid" }]);
  });
});

describe("video renderer", () => {
  const module = video.schema.parse({
    ...base,
    title: "Rundgang",
    length: "3:25",
    image: { src: "/media/rundgang", width: 960, height: 540, alt: "Halle" },
  });

  it("sends a consent placeholder, never the player, in the server HTML", async () => {
    const html = await renderHtml(VideoRender({ module, ctx: renderContext("de") }));
    expect(html).toContain("Dieser Inhalt wird von YouTube bereitgestellt");
    expect(html).toContain("YouTube erlauben");
    expect(html).not.toContain("<iframe");
    expect(html).toContain("/media/rundgang-960.jpg");
    expect(html).toContain('dateTime="PT3M25S"');
  });

  it("links to the video when the URL names no single video", async () => {
    const channel = video.schema.parse({ ...base, video_url: "https://www.youtube.com/@museum" });
    const html = await renderHtml(VideoRender({ module: channel, ctx: renderContext("en") }));
    expect(html).toContain('href="https://www.youtube.com/@museum"');
    expect(html).toContain("Watch the video on YouTube");
  });
});
