import { describe, expect, it } from "vitest";
import { clientAddressOf, overHttps, trustedHops } from "../../../scripts/forwarded-for";

describe("TRUST_PROXY and X-Forwarded-For", () => {
  it("is off by default: a client's own header is ignored, the socket is the client", () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops("off")).toBe(0);
    expect(clientAddressOf("1.2.3.4", "198.51.100.9", 0)).toBe("198.51.100.9");
    expect(clientAddressOf(undefined, "198.51.100.9", 0)).toBe("198.51.100.9");
  });

  it("walks back the trusted hops, never further than the proxies wrote", () => {
    expect(trustedHops("2")).toBe(2);
    // The client forged "6.6.6.6"; the proxy appended the address it saw.
    expect(clientAddressOf("6.6.6.6, 203.0.113.5", "10.0.0.2", 1)).toBe("203.0.113.5");
    expect(clientAddressOf("6.6.6.6, 203.0.113.5, 10.0.0.1", "10.0.0.2", 2)).toBe("203.0.113.5");
    expect(clientAddressOf(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(() => trustedHops("yes please")).toThrow(/TRUST_PROXY/);
  });

  it("sends HSTS over https: a TLS socket, or X-Forwarded-Proto from a trusted proxy, never the client's own header", () => {
    expect(overHttps("https", false, 1)).toBe(true);
    expect(overHttps(undefined, true, 0)).toBe(true);
    // The browser tests' server runs without TRUST_PROXY: there the header is the client's word.
    expect(overHttps("https", false, 0)).toBe(false);
    expect(overHttps("http", false, 1)).toBe(false);
    expect(overHttps(undefined, false, 1)).toBe(false);
  });
});
