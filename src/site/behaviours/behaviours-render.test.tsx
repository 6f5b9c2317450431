import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Behaviours, BrowserNotices } from "./behaviours";

describe("Behaviours and browser notices in the server HTML", () => {
  const html = renderToString(<><BrowserNotices lang="de" /><Behaviours lang="de" /></>);

  it("tells visitors without JavaScript, with a reload button that needs none", () => {
    expect(html).toMatch(/<noscript>.*JavaScript ist ausgeschaltet.*<form method="get"><button type="submit"[^>]*>Seite neu laden<\/button><\/form>.*<\/noscript>/s);
  });

  it("prepares the unsupported-browser notice hidden, shown only by a nomodule script", () => {
    expect(html).toMatch(/<section id="unsupported-browser-notice"[^>]*hidden=""/);
    expect(html).toMatch(/<script nomodule="">document.getElementById\("unsupported-browser-notice"\).hidden=false;<\/script>/i);
  });

  it("signs that script with the nonce of a page rendered per request, and only there", () => {
    expect(renderToString(<BrowserNotices lang="de" nonce="bm9uY2U=" />)).toMatch(/<script nomodule="" nonce="bm9uY2U=">document/i);
    expect(html).not.toContain("nonce=");
  });

  it("renders the decorative progress bar idle and hidden from screen readers", () => {
    expect(html).toMatch(/<div class="[^"]*" data-state="idle" aria-hidden="true">/);
  });

  it("speaks English on the English site", () => {
    expect(renderToString(<BrowserNotices lang="en" />)).toContain("JavaScript is turned off");
  });
});
