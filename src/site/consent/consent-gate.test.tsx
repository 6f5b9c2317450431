import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { getT } from "@/i18n/translate";
import { ConsentGate } from "./consent-gate";
import { EmbedFrame } from "./embed-frame";

describe("consent gate in the server HTML", () => {
  it("always shows the placeholder, never the embed (pages are cached for everyone)", () => {
    const html = renderToString(
      <ConsentGate service="youtube" t={getT("de")} preview={<img src="/media/p-480.jpg" alt="" />}>
        <iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Film" />
      </ConsentGate>,
    );
    expect(html).toContain("Dieser Inhalt wird von YouTube bereitgestellt");
    expect(html).toMatch(/<button[^>]*>YouTube erlauben<\/button>/);
    expect(html).toContain('data-consent-service="youtube"');
    expect(html).toContain("/media/p-480.jpg");
    expect(html).not.toContain("<iframe");
  });

  it("names the service in English", () => {
    const html = renderToString(
      <ConsentGate service="hubspot" t={getT("en")}>
        <p>form</p>
      </ConsentGate>,
    );
    expect(html).toContain("This content is provided by HubSpot");
    expect(html).toContain("Allow HubSpot");
  });
});

describe("EmbedFrame", () => {
  it("gates a known service's player and reserves its box", () => {
    const html = renderToString(<EmbedFrame src="https://player.vimeo.com/video/1" title="Film" t={getT("en")} ratio="4 / 3" />);
    expect(html).toContain("Allow Vimeo");
    expect(html).toContain("aspect-ratio:4 / 3");
  });

  it("embeds nothing from a host no service covers", () => {
    expect(renderToString(<EmbedFrame src="https://example.org/player" title="x" t={getT("en")} />)).toBe("");
  });
});
