import { describe, expect, it } from "vitest";
import { getScriptNonceFromHeader } from "next/dist/server/app-render/get-script-nonce-from-header";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, newNonce, nonceOf, SECURITY_HEADERS, securityHeadersFor } from "@/server/http/security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part] as const));

describe("contentSecurityPolicy", () => {
  it("lets a cached page run its inline bootstrap without a nonce, and that policy is the one next.config sends", () => {
    const script = directives(CONTENT_SECURITY_POLICY).get("script-src");
    expect(script).toContain("'self' 'unsafe-inline'");
    expect(script).not.toContain("nonce-");
    expect(script).not.toContain("'strict-dynamic'");
    expect(script).toContain("https://*.youtube.com");
    expect(SECURITY_HEADERS.find((header) => header.key === "Content-Security-Policy")?.value).toBe(CONTENT_SECURITY_POLICY);
  });

  it("gives a per-request page its nonce and 'strict-dynamic' instead of 'unsafe-inline', nothing else changed", () => {
    const nonce = newNonce();
    const strict = directives(contentSecurityPolicy(nonce));
    const cached = directives(CONTENT_SECURITY_POLICY);
    const script = strict.get("script-src") ?? "";
    expect(script).toContain(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script.replace(`'nonce-${nonce}' 'strict-dynamic'`, "'unsafe-inline'")).toBe(cached.get("script-src"));
    expect([...strict.keys()]).toEqual([...cached.keys()]);
    for (const [name, value] of cached) if (name !== "script-src") expect(strict.get(name), name).toBe(value);
    // Inline styles (the editor's drag previews, TipTap) stay allowed.
    expect(strict.get("style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("writes the nonce so that Next.js finds it and puts it on the page's scripts", () => {
    const nonce = newNonce();
    expect(getScriptNonceFromHeader(contentSecurityPolicy(nonce))).toBe(nonce);
    expect(getScriptNonceFromHeader(CONTENT_SECURITY_POLICY)).toBeUndefined();
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, new every time", () => {
    const nonces = Array.from({ length: 50 }, newNonce);
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("nonceOf", () => {
  it("reads the nonce from a per-request policy's script-src, none from the cached one or no header", () => {
    const nonce = newNonce();
    expect(nonceOf(contentSecurityPolicy(nonce))).toBe(nonce);
    expect(nonceOf(CONTENT_SECURITY_POLICY)).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
    expect(nonceOf("style-src 'nonce-abc'")).toBeUndefined();
  });
});

describe("securityHeadersFor", () => {
  const names = (url: string) => securityHeadersFor(url).map((header) => header.key);

  it("gives pages and API answers every page header, build files and media only nosniff", () => {
    for (const url of ["/de", "/de/kalender?month=2026-12", "/api/events/?lang=de", "/de/mediathek", "/media"]) {
      expect(names(url), url).toEqual(SECURITY_HEADERS.map((header) => header.key));
    }
    for (const url of ["/_next/static/chunks/a.js", "/_next/static/media/font.woff2", "/media/seed/flusslauf-960.webp"]) {
      expect(names(url), url).toEqual(["X-Content-Type-Options"]);
    }
  });
});
