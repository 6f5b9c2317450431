import { describe, expect, it } from "vitest";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { HtmlRender } from "./render";
import { html } from "./schema";

const render = (html_code: string, lang: "de" | "en" = "de") =>
  renderHtml(HtmlRender({ module: html.schema.parse({ id: "m1", type: "html", html_code }), ctx: renderContext(lang) }));

const EMBED = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Film"></iframe><script>document.body.dataset.htmlSnippet = "ran"</script>';

describe("html module render", () => {
  it("puts a snippet that loads nothing from other hosts in the page as written, script and links included", async () => {
    const code = '<div class="widget"><img src="/media/a-480.jpg" alt=""><a href="https://www.youtube.com/@museum">YouTube</a></div><script>document.body.dataset.widget = "on"</script>';
    const out = await render(code);
    expect(out).toContain(code);
    expect(out).not.toContain("data-consent-service");
  });

  it("shows the service's consent placeholder in place of an embed, without the embed or its script", async () => {
    const out = await render(EMBED);
    expect(out).toContain('data-consent-service="youtube"');
    expect(out).toContain("Dieser Inhalt wird von YouTube bereitgestellt");
    expect(out).toMatch(/<button[^>]*>YouTube erlauben<\/button>/);
    expect(out).not.toContain("<iframe");
    expect(out).not.toContain("htmlSnippet");
  });

  it("asks for the first of several services first, in English too", async () => {
    const out = await render(`${EMBED}<script src="https://js.hsforms.net/forms/embed/v2.js"></script>`, "en");
    expect(out).toContain("Allow YouTube");
    expect(out).not.toContain("HubSpot");
    expect(out).not.toContain("<script");
  });

  it("names the host of an embed no listed service covers", async () => {
    const out = await render('<iframe src="https://maps.example.org/embed?q=museum" title="Karte"></iframe>');
    expect(out).toContain('data-consent-service="other_media"');
    expect(out).toContain("Dieser Inhalt wird von maps.example.org bereitgestellt");
    expect(out).toContain("maps.example.org erlauben");
    expect(out).not.toContain("<iframe");
  });
});
