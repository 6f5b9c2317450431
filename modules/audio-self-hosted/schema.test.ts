import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { audioSelfHosted } from "./schema";
import { AudioSelfHostedRender } from "./render";

const base = { id: "m1", type: "audio_self_hosted", file: "/media/audio/fuehrung.mp3" };

describe("self-hosted audio module schema", () => {
  it("accepts an audio file from the media library", () => {
    expect(issuesOf(audioSelfHosted.schema, base)).toEqual([]);
  });

  it("requires the file", () => {
    expect(issuesOf(audioSelfHosted.schema, { ...base, file: "" })).toEqual([{ path: "file", message: "required" }]);
  });

  it("refuses other file types and outside paths", () => {
    expect(issuesOf(audioSelfHosted.schema, { ...base, file: "/media/film.mp4" })).toEqual([{ path: "file", message: "invalid" }]);
    expect(issuesOf(audioSelfHosted.schema, { ...base, file: "https://cdn.example/a.mp3" })).toEqual([{ path: "file", message: "invalid" }]);
  });

  it("renders a native audio player", async () => {
    const html = await renderHtml(AudioSelfHostedRender({ module: audioSelfHosted.schema.parse(base), ctx: renderContext() }));
    expect(html).toMatch(/<audio[^>]* controls=""/);
    expect(html).toContain('<source src="/media/audio/fuehrung.mp3" type="audio/mpeg"/>');
  });
});
