import { describe, expect, it } from "vitest";
import { decide, WEBSHOP_PREFIXES } from "@/server/http/proxy-rules";
import { mappedShopPath, shopMappingRedirect } from "@/server/http/shop-mapping";

const url = (path: string) => new URL(path, "https://museum.example");
const online = { isSiteOnline: true, redirects: new Map<string, string>() };

describe("the shop path mapping (000 §2)", () => {
  it("sends the shop's lists to the site's pages, in the language of ?lang=", () => {
    expect(mappedShopPath("/events", "de")).toBe("/de/kalender");
    expect(mappedShopPath("/itemgroups/", "en")).toBe("/en/stories");
    expect(mappedShopPath("series", "de")).toBe("/de/kalender");
    expect(mappedShopPath("/events/12", "de")).toBeNull();
    expect(mappedShopPath("/", "de")).toBeNull();
    expect(mappedShopPath("/constructor", "de")).toBeNull();
  });

  it("works under every shop prefix, and nowhere else", () => {
    for (const prefix of WEBSHOP_PREFIXES) {
      expect(shopMappingRedirect(url(`${prefix}/events?lang=en`), WEBSHOP_PREFIXES), prefix).toBe("/en/kalender");
    }
    expect(shopMappingRedirect(url("/webshop/"), WEBSHOP_PREFIXES)).toBeNull();
    expect(shopMappingRedirect(url("/webshopping/events"), WEBSHOP_PREFIXES)).toBeNull();
    expect(shopMappingRedirect(url("/de/events"), WEBSHOP_PREFIXES)).toBeNull();
  });

  it("is a 301 of the proxy, after the editors' own redirect entries", () => {
    expect(decide({ url: url("/webshop/itemgroups"), hasSession: false, state: online })).toEqual({ kind: "redirect", location: "/de/stories", status: 301 });
    expect(decide({ url: url("/webshop/series/?lang=en"), hasSession: false, state: online })).toEqual({ kind: "redirect", location: "/en/kalender", status: 301 });
    const own = { ...online, redirects: new Map([["/webshop/events", "/de/programme"]]) };
    expect(decide({ url: url("/webshop/events"), hasSession: false, state: own })).toMatchObject({ location: "/de/programme" });
    expect(decide({ url: url("/webshop/"), hasSession: false, state: online })).toEqual({ kind: "next" });
  });
});
