import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseErrorHtml } from "@/site/errors/parse-error-html";
import { readCustomErrorHtml } from "@/site/errors/custom-error-html";
import { renderErrorDocument } from "@/site/errors/error-document";
import { errorStatus, statusLabel } from "@/site/errors/error-texts";
import { readCsrfToken } from "@/site/http/csrf-header";

describe("parseErrorHtml", () => {
  it("takes the styles and the body, without scripts", () => {
    const parsed = parseErrorHtml(`<!DOCTYPE html><html><head><title>x</title><style>h1{color:red}</style></head>
      <body class="e"><h1>Wartung</h1><script>alert(1)</script><style>p{margin:0}</style></body></html>`);
    expect(parsed?.style).toBe("h1{color:red}\np{margin:0}");
    expect(parsed?.body).toContain("<h1>Wartung</h1>");
    expect(parsed?.body).not.toContain("script");
  });

  it("takes a fragment without a body element whole, and nothing from an empty file", () => {
    expect(parseErrorHtml("<style>a{}</style><p>Bald zurück</p>")).toEqual({ style: "a{}", body: "<p>Bald zurück</p>" });
    expect(parseErrorHtml("<html><head><style>a{}</style></head><body>  </body></html>")).toBeNull();
  });
});

describe("readCustomErrorHtml", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "error-html-"));
  writeFileSync(path.join(dir, "503.html"), "<body><h1>Gleich wieder da</h1></body>");

  it("reads public/html/{status}.html when the settings allow the status", async () => {
    expect(await readCustomErrorHtml(503, [503], { dir })).toEqual({ style: "", body: "<h1>Gleich wieder da</h1>" });
  });

  it("ignores the file when the status is not allowed, and a missing file quietly", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await readCustomErrorHtml(503, [404], { dir })).toBeNull();
    expect(await readCustomErrorHtml(404, [404], { dir })).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

describe("renderErrorDocument", () => {
  const page = {
    lang: "de", status: 503, statusLabel: "Fehler 503", message: "Website offline", text: "Bitte <später>",
    home: { href: "/de", label: "Zur Startseite" }, siteName: "Museum & Park",
  };

  it("is a whole document with status, message, escaped text and the way home", () => {
    const html = renderErrorDocument(page);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain("<title>Website offline | Museum &amp; Park</title>");
    expect(html).toContain('<p class="status">Fehler 503</p><h1>Website offline</h1><p>Bitte &lt;später&gt;</p>');
    expect(html).toContain('<a href="/de">Zur Startseite</a>');
    expect(html).toContain('<main id="main-content">');
  });

  it("shows the custom HTML instead of the built-in text", () => {
    const html = renderErrorDocument({ ...page, custom: { style: "h1{color:red}", body: "<h1>Wartung</h1>" } });
    expect(html).toContain("<style>h1{color:red}</style>");
    expect(html).toContain("<h1>Wartung</h1>");
    expect(html).not.toContain("Fehler 503");
  });
});

describe("error texts and the CSRF cookie", () => {
  it("names the status in the visitor's language and takes an error's own status", () => {
    expect(statusLabel("de", 404)).toBe("Fehler 404");
    expect(statusLabel("en", 500)).toBe("Error 500");
    expect(errorStatus(Object.assign(new Error("gone"), { status: 410 }))).toBe(410);
    expect(errorStatus(new Error("x"))).toBe(500);
    expect(errorStatus(Object.assign(new Error("x"), { status: 200 }))).toBe(500);
  });

  it("reads a well-formed csrftoken from a cookie string", () => {
    const token = "a".repeat(43);
    expect(readCsrfToken(`theme=dark; csrftoken=${token}; x=1`)).toBe(token);
    expect(readCsrfToken("csrftoken=short")).toBeNull();
    expect(readCsrfToken("other=1")).toBeNull();
  });
});
