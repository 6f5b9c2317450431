import { describe, expect, it } from "vitest";
import { htmlForLang } from "./html-for-lang";

const BLOCK = '<p><strong><span lang="de">Museum am Fluss</span><span lang="en-GB">Museum by the River</span></strong> · <a href="tel:+496215550100">+49 621</a></p>'
  + '<p lang="de">Gefördert von der <em>Stadt</em></p><p lang="en">Funded by the <em>city</em></p>';

describe("htmlForLang", () => {
  it("shows an English page only the English parts and the unmarked ones", () => {
    const html = htmlForLang(BLOCK, "en");
    expect(html).toContain("Museum by the River");
    expect(html).toContain("Funded by the <em>city</em>");
    expect(html).toContain('<a href="tel:+496215550100">+49 621</a>');
    expect(html).not.toContain("Museum am Fluss");
    expect(html).not.toContain("Gefördert");
  });

  it("shows a German page only the German parts", () => {
    const html = htmlForLang(BLOCK, "de");
    expect(html).toContain("Gefördert von der <em>Stadt</em>");
    expect(html).not.toContain("Funded");
    expect(html).not.toContain("by the River");
  });

  it("outputs a block without language marks exactly as written, scripts included", () => {
    const code = "<script>window.x = 1 && 2;</script><div class=\"a\" data-x>Text</div>";
    expect(htmlForLang(code, "en")).toBe(code);
  });

  it("keeps parts marked with a language the site does not have", () => {
    expect(htmlForLang('<p lang="la">Ars longa</p><p lang="de">Kunst</p>', "en")).toBe('<p lang="la">Ars longa</p>');
  });
});
