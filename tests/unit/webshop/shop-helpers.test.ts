import { describe, expect, it } from "vitest";
import { formatPrice } from "@/site/booking/format-price";
import { failureDetails } from "@/site/webshop/cart-contract";
import { positionSum } from "@/site/webshop/position-sum";
import { cartPath, orderPath, shopHref, shopView } from "@/contracts/shop-lang";
import { shopLang } from "@/contracts/shop-query";
import { failureMessage } from "@/site/webshop/texts";
import { webshopTexts } from "@/site/webshop/webshop-texts";
import { formatDateTime, formatTime } from "@schemas/rules/dates";

describe("prices as the widget and the webshop show them", () => {
  it("uses a comma, drops ,00 and adds the euro sign", () => {
    expect(formatPrice("12.50")).toBe("12,50 €");
    expect(formatPrice("12.00")).toBe("12 €");
    expect(formatPrice("0.00")).toBe("0 €");
    expect(formatPrice("7.5")).toBe("7,50 €");
    expect(formatPrice("1250.05")).toBe("1250,05 €");
  });

  it("multiplies a line's price in cents, without float drift", () => {
    expect(positionSum("12.50", 3)).toBe("37.50");
    expect(positionSum("0.10", 3)).toBe("0.30");
    expect(positionSum("19.99", 7)).toBe("139.93");
  });
});

describe("the shop's language and paths", () => {
  it("reads ?lang=en, and German for anything else", () => {
    expect(shopLang({ lang: "en" })).toBe("en");
    expect(shopLang({})).toBe("de");
    expect(shopLang({ lang: "fr" })).toBe("de");
    expect(shopLang({ lang: ["en", "de"] })).toBe("en");
    expect(shopLang(new URLSearchParams("lang=en&x=1"))).toBe("en");
    expect(shopLang(new URLSearchParams("x=1"))).toBe("de");
  });

  it("keeps the language in links, adding nothing for German", () => {
    expect(shopHref(cartPath("/webshop"), "de")).toBe("/webshop/");
    expect(shopHref(cartPath("/testshop"), "en")).toBe("/testshop/?lang=en");
    expect(shopHref(`${orderPath("/webshop", "M-2026/1")}?x=1`, "en")).toBe("/webshop/order/M-2026%2F1/?x=1&lang=en");
  });

  it("shows an order's confirmation for order/{number} and the cart for every other path", () => {
    expect(shopView(["order", "M-2026-000001"])).toEqual({ kind: "order", number: "M-2026-000001" });
    expect(shopView(undefined)).toEqual({ kind: "cart" });
    expect(shopView(["warenkorb", "1"])).toEqual({ kind: "cart" });
    expect(shopView(["order"])).toEqual({ kind: "cart" });
    expect(shopView(["order", "1", "x"])).toEqual({ kind: "cart" });
  });

  it("dates and times in Berlin, whatever the server's zone", () => {
    // 18:30 UTC in November is 19:30 in Berlin.
    expect(formatDateTime("2026-11-21T18:30:00Z", "de", "weekday", "uhr")).toBe("Sa., 21. Nov. 2026, 19:30 Uhr");
    expect(formatDateTime("2026-11-21T18:30:00Z", "en", "weekday", "uhr")).toBe("Sat, 21 Nov 2026, 19:30");
    expect(formatTime("2026-07-01T08:00:00Z", "de")).toBe("10:00 Uhr");
  });
});

describe("refusals, as the visitor reads them", () => {
  it("takes the code of {code, detail} and the fields of a 400", () => {
    expect(failureDetails({ code: -214, detail: "Not enough (connected) seats found." })).toEqual({ code: -214, errors: {} });
    expect(failureDetails({ errors: { email: ["Ungültige E-Mail-Adresse!"], name: ["Dieses Feld ist ein Pflichtfeld!"] } }))
      .toEqual({ code: null, errors: { email: ["Ungültige E-Mail-Adresse!"], name: ["Dieses Feld ist ein Pflichtfeld!"] } });
    expect(failureDetails(null)).toEqual({ code: null, errors: {} });
    expect(failureDetails({ errors: "nope" })).toEqual({ code: null, errors: {} });
  });

  it("names the shop's two refusals and always the code (001 §8)", () => {
    expect(failureMessage(webshopTexts("de"), { code: -214, status: 409 })).toBe("Nicht genügend (zusammenhängende) Plätze gefunden. Fehler -214");
    expect(failureMessage(webshopTexts("en"), { code: -204, status: 422 })).toBe("No current reservation. Error -204");
    expect(failureMessage(webshopTexts("en"), { code: null, status: 500 })).toBe("Unfortunately, that didn't work. Please try again. Error 500");
    expect(failureMessage(webshopTexts("de"), { code: null, status: 0 })).toBe("Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.");
  });
});
