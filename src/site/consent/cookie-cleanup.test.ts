import { describe, expect, it } from "vitest";
import { cookieDomains, cookieNames, cookiePaths, cookiesToDelete, expireCookieStrings, KEPT_COOKIES } from "./cookie-cleanup";

describe("Delete cookies", () => {
  const jar = "cookie_consent=%7B%7D; _ga=GA1.1.1; csrftoken=abc; _ga_XYZ=GS1; cart_amount=2; _fbp=fb.1; top-alert-noeku=7; _ga=dup";

  it("removes the consent cookie and every non-required cookie, keeps what the site needs", () => {
    expect(cookiesToDelete(jar)).toEqual(["cookie_consent", "_ga", "_ga_XYZ", "_fbp"]);
    expect(KEPT_COOKIES).toEqual(expect.arrayContaining(["csrftoken", "sessionid", "cart_amount", "cart_url", "top-alert-noeku"]));
    expect(KEPT_COOKIES).not.toContain("cookie_consent");
  });

  it("reads each name once and ignores empty parts", () => {
    expect(cookieNames(" a=1;;b=2; a=3 ;")).toEqual(["a", "b"]);
    expect(cookiesToDelete("")).toEqual([]);
  });

  it("tries the host and each parent domain, never the bare top-level domain", () => {
    expect(cookieDomains("www.museum.example.de")).toEqual(["www.museum.example.de", "museum.example.de", "example.de"]);
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
  });

  it("tries the root path and every prefix of the current one", () => {
    expect(cookiePaths("/de/besuch/anfahrt")).toEqual(["/", "/de", "/de/besuch", "/de/besuch/anfahrt"]);
    expect(cookiePaths("/")).toEqual(["/"]);
  });

  it("expires a cookie for every path and domain it may have been set with", () => {
    expect(expireCookieStrings("_ga", "museum.example", "/de")).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=museum.example",
      "_ga=; Max-Age=0; Path=/de",
      "_ga=; Max-Age=0; Path=/de; Domain=museum.example",
    ]);
    expect(expireCookieStrings("x", "127.0.0.1", "/")).toEqual(["x=; Max-Age=0; Path=/"]);
  });
});
