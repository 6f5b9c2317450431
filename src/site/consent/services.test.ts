import { describe, expect, it } from "vitest";
import { EMBED_HOSTS } from "../../../schemas/rules/embeds";
import { CONSENT_CATEGORIES, SERVICES, serviceForUrl } from "./services";

describe("serviceForUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube"],
    ["https://player.vimeo.com/video/1", "vimeo"],
    ["https://w.soundcloud.com/player/?url=x", "soundcloud"],
    ["https://open.spotify.com/embed/episode/x", "spotify"],
    ["https://museum.podigee.io/1-folge", "podigee"],
    ["https://www.mixcloud.com/widget/iframe/", "mixcloud"],
    ["https://e.issuu.com/embed.html?d=x", "issuu"],
    ["https://sketchfab.com/models/x/embed", "sketchfab"],
    ["https://my.matterport.com/show/?m=x", "matterport"],
    ["https://www.instagram.com/p/x/embed", "instagram"],
    ["https://www.facebook.com/plugins/post.php", "facebook"],
    ["https://x.com/museum/status/1", "x"],
    ["https://twitter.com/museum/status/1", "x"],
    ["https://www.tiktok.com/embed/v2/1", "tiktok"],
    ["https://js.hsforms.net/forms/embed/v2.js", "hubspot"],
  ])("%s → %s", (url, id) => {
    expect(serviceForUrl(url)?.id).toBe(id);
  });

  it.each(["https://example.org/video", "https://notyoutube.com/watch", "https://youtube.com.evil.example/", "javascript:alert(1)", "/de/seite"])(
    "finds no service for %s",
    (url) => {
      expect(serviceForUrl(url)).toBeUndefined();
    },
  );

  it("covers every embed host of both rule sets, so no allowed embed lacks a consent gate", () => {
    for (const kinds of Object.values(EMBED_HOSTS)) {
      for (const host of Object.values(kinds).flat()) {
        expect(serviceForUrl(`https://${host}/x`), host).toBeDefined();
      }
    }
  });

  it("gives each service a unique id and a known category", () => {
    const ids = SERVICES.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const service of SERVICES) expect(CONSENT_CATEGORIES).toContain(service.category);
  });
});
