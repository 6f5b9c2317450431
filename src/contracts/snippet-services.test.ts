import { describe, expect, it } from "vitest";
import { snippetHosts, snippetServices } from "./snippet-services";

describe("snippetHosts", () => {
  it("finds nothing in HTML that stays on the site", () => {
    const html = `<div class="widget" style="background: url('/media/bg.jpg')"><img src="/media/a-480.jpg" srcset="/media/a-480.jpg 480w, a-960.jpg 960w" alt="">
      <a href="https://www.instagram.com/museum">Instagram</a> <a href="mailto:info@museum.example">Mail</a>
      <form action="/de/suche"><input name="q"></form><img src="data:image/gif;base64,R0lGOD" alt="">
      <script>document.body.dataset.widget = "on"; // https://example.org in a comment is no string</script></div>`;
    expect(snippetHosts(html)).toEqual([]);
  });

  it("leaves out the site's own host", () => {
    expect(snippetHosts('<img src="https://museum.example/media/a.jpg" alt="">', "museum.example")).toEqual([]);
    expect(snippetHosts('<img src="https://cdn.museum.example/a.jpg" alt="">', "museum.example")).toEqual(["cdn.museum.example"]);
  });

  it("reads absolute, protocol-relative and unquoted URLs, in any case", () => {
    expect(snippetHosts("<IFRAME SRC='HTTPS://Player.Vimeo.COM/video/1'></IFRAME>")).toEqual(["player.vimeo.com"]);
    expect(snippetHosts('<script src="//js.hsforms.net/forms/embed/v2.js"></script>')).toEqual(["js.hsforms.net"]);
    expect(snippetHosts("<embed src=https://w.soundcloud.com/player/>")).toEqual(["w.soundcloud.com"]);
  });

  it("reads every loading attribute, srcset candidates and CSS url() and @import", () => {
    const html = `<object data="https://a.example/x.swf"></object><video poster="https://b.example/p.jpg"></video>
      <form action="https://c.example/send"></form><link rel="stylesheet" href="https://d.example/s.css">
      <img src="/x.jpg" srcset="/x.jpg 1x, https://e.example/x2.jpg 2x" alt="">
      <div style="background-image: url(&quot;https://f.example/bg.png&quot;)"></div>
      <style>@import "https://g.example/font.css"; .x { background: url(//h.example/i.png) }</style>`;
    expect(snippetHosts(html)).toEqual(["a.example", "b.example", "c.example", "d.example", "e.example", "f.example", "g.example", "h.example"]);
  });

  it("finds a URL a script loads by itself, and one hidden behind character references", () => {
    const pixel = `<script>!function(f,b,e,v){t=b.createElement(e);t.src=v}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');</script>`;
    expect(snippetHosts(pixel)).toEqual(["connect.facebook.net"]);
    expect(snippetHosts('<script>load("https:\\/\\/x.example\\/a.js")</script>')).toEqual(["x.example"]);
    expect(snippetHosts('<iframe src="https&colon;&#x2F;&#47;www.youtube.com/embed/1"></iframe>')).toEqual(["www.youtube.com"]);
    expect(snippetHosts('<iframe srcdoc="&lt;img src=&quot;https://tiles.example/t.png&quot;&gt;"></iframe>')).toEqual(["tiles.example"]);
  });

  it("lists each host once, in order", () => {
    expect(snippetHosts('<img src="https://b.example/1.jpg"><img src="https://a.example/2.jpg"><img src="https://b.example/3.jpg">')).toEqual(["b.example", "a.example"]);
  });
});

describe("snippetServices", () => {
  it("groups the hosts by service, subdomains included, in order of appearance", () => {
    const html = `<iframe src="https://www.youtube-nocookie.com/embed/1"></iframe>
      <script src="https://js.hsforms.net/forms/embed/v2.js"></script><a href="https://youtu.be/1">YouTube</a>
      <iframe src="https://youtube.com/embed/2"></iframe>`;
    expect(snippetServices(html)).toEqual([
      { id: "youtube", hosts: ["www.youtube-nocookie.com", "youtube.com"] },
      { id: "hubspot", hosts: ["js.hsforms.net"] },
    ]);
  });

  it("maps tracking hosts to their tracking service", () => {
    expect(snippetServices('<script async src="https://js.hs-scripts.com/1.js"></script>')).toEqual([{ id: "hubspot_tracking", hosts: ["js.hs-scripts.com"] }]);
  });

  it("puts hosts no service covers under other_media, not under a look-alike", () => {
    expect(snippetServices('<iframe src="https://youtube.com.evil.example/"></iframe><img src="https://notvimeo.com/a.jpg">')).toEqual([
      { id: "other_media", hosts: ["youtube.com.evil.example", "notvimeo.com"] },
    ]);
  });

  it("needs no service for HTML that stays on the site", () => {
    expect(snippetServices('<table><caption>Die Sammlung in Zahlen</caption><tr><th scope="row">Gemälde</th><td>2.140</td></tr></table>')).toEqual([]);
  });
});
