import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { videoSelfHosted } from "./schema";
import { VideoSelfHostedRender } from "./render";

const base = { id: "m1", type: "video_self_hosted", file: "/media/films/rundgang.mp4" };

describe("self-hosted video module schema", () => {
  it("accepts an mp4 or webm file from the media library", () => {
    expect(issuesOf(videoSelfHosted.schema, base)).toEqual([]);
    expect(issuesOf(videoSelfHosted.schema, { ...base, file: "/media/clip.WEBM" })).toEqual([]);
  });

  it("requires the file (000 §5 required fields)", () => {
    expect(issuesOf(videoSelfHosted.schema, { ...base, file: " " })).toEqual([{ path: "file", message: "required" }]);
    expect(issuesOf(videoSelfHosted.schema, { id: "m1", type: "video_self_hosted" })).toEqual([{ path: "file", message: "required" }]);
  });

  it.each(["https://cdn.example/clip.mp4", "/media/clip.avi", "/media/../secret.mp4", "/media/a b.mp4"])("refuses %s", (file) => {
    expect(issuesOf(videoSelfHosted.schema, { ...base, file })).toEqual([{ path: "file", message: "invalid" }]);
  });
});

describe("self-hosted video renderer", () => {
  it("renders a video that loads nothing before play, with poster and title", async () => {
    const module = videoSelfHosted.schema.parse({
      ...base,
      title: "Rundgang",
      image: { src: "/media/poster", width: 1200, height: 675 },
    });
    const html = await renderHtml(VideoSelfHostedRender({ module, ctx: renderContext() }));
    expect(html).toMatch(/<video[^>]* controls=""[^>]* preload="none"/);
    expect(html).toContain('poster="/media/poster-960.jpg"');
    expect(html).toContain('<source src="/media/films/rundgang.mp4" type="video/mp4"/>');
    expect(html).toContain("<figcaption");
  });
});
