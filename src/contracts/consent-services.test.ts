import { describe, expect, it } from "vitest";
import { EMBED_HOSTS } from "@schemas/rules/embeds";
import { getT } from "../i18n/translate";
import { CONSENT_CATEGORIES, SERVICES, serviceForUrl, servicesInCategory } from "./consent-services";

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

describe("services in the cookie manager", () => {
  it("fills every category of 000 §9 with at least one service", () => {
    for (const category of CONSENT_CATEGORIES) expect(servicesInCategory(category).length, category).toBeGreaterThan(0);
  });

  it("names the tracking tools the spec lists: analytics, ads, Meta tools and a marketing tool", () => {
    expect(servicesInCategory("tracking").map((service) => service.id)).toEqual(["google_analytics", "google_ads", "meta_pixel", "hubspot_tracking"]);
  });

  it("gives every service a purpose in both languages", () => {
    for (const service of SERVICES) {
      for (const lang of ["de", "en"] as const) {
        const purpose = getT(lang)(`consent:services.${service.id}`);
        expect(purpose, `${lang} ${service.id}`).not.toBe(`services.${service.id}`);
        expect(purpose.length).toBeGreaterThan(5);
      }
    }
  });

  it("never treats a tracking or marketing host as an embed", () => {
    expect(serviceForUrl("https://connect.facebook.net/en_US/fbevents.js")).toBeUndefined();
    expect(serviceForUrl("https://www.google-analytics.com/g/collect")).toBeUndefined();
    expect(serviceForUrl("https://snap.licdn.com/li.lms-analytics/insight.min.js")).toBeUndefined();
  });
});
