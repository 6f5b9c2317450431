import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { videoList } from "./schema";
import { VideoListRender } from "./render";

const base = {
  id: "m1",
  type: "video_list",
  headline: "Filme aus der Sammlung",
  children: [
    { video_url: "https://youtu.be/dQw4w9WgXcQ", title: "Eins" },
    { video_url: "https://vimeo.com/76979871", title: "Zwei", length: "12:05" },
  ],
};

describe("video list module schema", () => {
  it("accepts videos from the allowed domains", () => {
    expect(issuesOf(videoList.schema, base)).toEqual([]);
  });

  it("requires every video's URL (000 §5 required fields)", () => {
    expect(issuesOf(videoList.schema, { ...base, children: [{ title: "ohne URL" }] })).toEqual([{ path: "children.0.video_url", message: "required" }]);
  });

  it("refuses a video from an unlisted domain, on that item's video_url", () => {
    const children = [base.children[0], { video_url: "https://dailymotion.com/video/x8" }];
    expect(issuesOf(videoList.schema, { ...base, children })).toEqual([{ path: "children.1.video_url", message: "domain_not_allowed" }]);
  });

  it("checks the running time of each video", () => {
    const children = [{ video_url: "https://youtu.be/dQw4w9WgXcQ", length: "lang" }];
    expect(issuesOf(videoList.schema, { ...base, children })).toEqual([{ path: "children.0.length", message: "invalid" }]);
  });
});

describe("video list renderer", () => {
  it("renders a titled list with one consent gate per video", async () => {
    const html = await renderHtml(VideoListRender({ module: videoList.schema.parse(base), ctx: renderContext("en") }));
    expect(html).toContain('aria-labelledby="video-list-m1"');
    expect(html).toContain('<h2 id="video-list-m1"');
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain("Allow YouTube");
    expect(html).toContain("Allow Vimeo");
    expect(html).not.toContain("<iframe");
  });
});
