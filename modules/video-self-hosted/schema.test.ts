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

describe("self-hosted video captions (WCAG 1.2.2)", () => {
  it("keeps content stored before captions existed valid", () => {
    expect(videoSelfHosted.schema.parse(base).captions).toBeUndefined();
  });

  it("takes one WebVTT file from the library per language", () => {
    const captions = { de: "/media/uploads/2026/rundgang-de-1a2b3c4d.vtt", en: "/media/uploads/2026/rundgang-en-1a2b3c4d.vtt" };
    expect(issuesOf(videoSelfHosted.schema, { ...base, captions })).toEqual([]);
    expect(issuesOf(videoSelfHosted.schema, { ...base, captions: { de: captions.de } })).toEqual([]);
  });

  it("refuses other files, outside paths and other languages", () => {
    expect(issuesOf(videoSelfHosted.schema, { ...base, captions: { de: "/media/subs.srt" } })).toEqual([{ path: "captions.de", message: "invalid" }]);
    expect(issuesOf(videoSelfHosted.schema, { ...base, captions: { en: "https://cdn.example/subs.vtt" } })).toEqual([{ path: "captions.en", message: "invalid" }]);
    expect(issuesOf(videoSelfHosted.schema, { ...base, captions: { fr: "/media/subs.vtt" } }).map((issue) => issue.path)).toEqual(["captions"]);
  });

  it("renders a captions track per language, labelled in the page's language, its own as default", async () => {
    const module = videoSelfHosted.schema.parse({ ...base, captions: { de: "/media/de.vtt", en: "/media/en.vtt" } });
    const html = await renderHtml(VideoSelfHostedRender({ module, ctx: renderContext("en") }));
    expect(html).toContain('<track kind="captions" srcLang="de" label="German" src="/media/de.vtt"/>');
    expect(html).toContain('<track kind="captions" srcLang="en" label="English" src="/media/en.vtt" default=""/>');
    const german = await renderHtml(VideoSelfHostedRender({ module, ctx: renderContext("de") }));
    expect(german).toContain('<track kind="captions" srcLang="de" label="Deutsch" src="/media/de.vtt" default=""/>');
    expect(german).toContain('label="Englisch"');
  });

  it("renders no track without captions", async () => {
    const html = await renderHtml(VideoSelfHostedRender({ module: videoSelfHosted.schema.parse(base), ctx: renderContext() }));
    expect(html).not.toContain("<track");
  });
});
