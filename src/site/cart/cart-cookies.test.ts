import { describe, expect, it } from "vitest";
import { cartAmount, cartUrl, readCookie } from "./cart-cookies";

describe("cart cookies", () => {
  it("reads the ticket count among other cookies", () => {
    expect(cartAmount("cookie_consent=x; cart_amount=3; cart_url=%2Fwebshop%2Fcart")).toBe(3);
    expect(cartAmount("cart_amount=12")).toBe(12);
  });

  it("counts a missing or malformed amount as an empty cart", () => {
    expect(cartAmount("")).toBe(0);
    expect(cartAmount("cart_amount=-1")).toBe(0);
    expect(cartAmount("cart_amount=2.5")).toBe(0);
    expect(cartAmount("cart_amount=abc")).toBe(0);
    expect(cartAmount("my_cart_amount=4")).toBe(0);
  });

  it("accepts a web address or a site path as cart URL, nothing else", () => {
    expect(cartUrl("cart_url=https%3A%2F%2Fshop.example%2Fcart%3Fid%3D1")).toBe("https://shop.example/cart?id=1");
    expect(cartUrl("cart_url=%2Fwebshop%2Fcart")).toBe("/webshop/cart");
    expect(cartUrl("cart_url=javascript%3Aalert(1)")).toBeNull();
    expect(cartUrl("cart_url=%2F%2Fevil.example")).toBeNull();
    expect(cartUrl("")).toBeNull();
  });

  it("survives a value that is not valid URI encoding", () => {
    expect(readCookie("cart_url=%E0%A4%A", "cart_url")).toBeNull();
  });
});
