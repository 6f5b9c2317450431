import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { audioSelfHosted, TRANSCRIPT_MAX } from "./schema";
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

describe("self-hosted audio transcript (WCAG 1.2.1)", () => {
  it("keeps content stored before transcripts existed valid, and limits the length", () => {
    expect(audioSelfHosted.schema.parse(base).transcript).toBeUndefined();
    expect(issuesOf(audioSelfHosted.schema, { ...base, transcript: "x".repeat(TRANSCRIPT_MAX + 1) })).toEqual([{ path: "transcript", message: "too_long" }]);
  });

  it("renders the transcript in a disclosure under the player, paragraphs and line breaks kept", async () => {
    const module = audioSelfHosted.schema.parse({ ...base, transcript: "Willkommen im Museum.\nRaum 1.\n\nZweiter <Absatz>." });
    const html = await renderHtml(AudioSelfHostedRender({ module, ctx: renderContext("de") }));
    expect(html).toMatch(/<\/audio><details[^>]*><summary[^>]*>Transkript<\/summary>/);
    expect(html).toContain("<p><span>Willkommen im Museum.</span><span><br/>Raum 1.</span></p><p><span>Zweiter &lt;Absatz&gt;.</span></p>");
    const english = await renderHtml(AudioSelfHostedRender({ module, ctx: renderContext("en") }));
    expect(english).toContain(">Transcript</summary>");
  });

  it("renders no disclosure without a transcript", async () => {
    const html = await renderHtml(AudioSelfHostedRender({ module: audioSelfHosted.schema.parse(base), ctx: renderContext() }));
    expect(html).not.toContain("<details");
  });
});
