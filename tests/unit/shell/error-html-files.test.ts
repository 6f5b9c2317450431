import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errors as de } from "@/i18n/resources/de/errors";
import { errors as en } from "@/i18n/resources/en/errors";
import { parseErrorHtml } from "@/site/errors/parse-error-html";

const DIR = path.resolve(__dirname, "../../../public/html");
/** The heading each file shows, as the site's own error pages word it. */
const HEADINGS = {
  404: { de: de.not_found, en: en.not_found },
  500: { de: de.unknown_error, en: "An unknown error occurred" },
  503: { de: de.site_offline, en: en.site_offline },
} as const;
const VOID = new Set(["meta", "link", "img", "br", "hr", "input", "source"]);

/** Unclosed or stray tags, in the order met (style contents and comments skipped). */
function unbalanced(html: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "<style></style>").replace(/<!--[\s\S]*?-->/g, "");
  for (const [, closing, name] of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag)) continue;
    if (!closing) stack.push(tag);
    else if (stack.at(-1) === tag) stack.pop();
    else problems.push(`</${tag}> while <${stack.at(-1) ?? "nothing"}> is open`);
  }
  return [...problems, ...stack.map((tag) => `<${tag}> never closed`)];
}

describe.each([404, 500, 503] as const)("public/html/%s.html", (status) => {
  const html = readFileSync(path.join(DIR, `${status}.html`), "utf8");

  it("is a whole, balanced HTML document with a language, a title and a way home", () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(html).toMatch(/<meta charset="utf-8">/);
    expect(html).toMatch(/<meta name="viewport" content="[^"]*width=device-width/);
    expect(html).toMatch(/<title>[^<]+\| Museum am Fluss<\/title>/);
    expect(unbalanced(html)).toEqual([]);
    expect(html).toContain('<a href="/de">Zur Startseite</a>');
    expect(html).toContain('<a href="/en" lang="en">');
    expect(html).toMatch(/<main\b[^>]*>/);
  });

  it("shows its text in both languages, each part marked with its language", () => {
    for (const lang of ["de", "en"] as const) {
      expect(html).toMatch(new RegExp(`<section class="error-lang" lang="${lang}"[^>]*>[\\s\\S]*?<h1[^>]*>${HEADINGS[status][lang]}</h1>`, "i"));
    }
    expect(html).toContain(`Fehler ${status}`);
    expect(html).toContain(`Error ${status}`);
  });

  it("is self-contained: inline style only, no scripts, every address on the site itself", () => {
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/i);
    expect(html).not.toMatch(/@import|url\(/i);
    const addresses = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address, address).toMatch(/^\/(?!\/)/);
  });

  it("gives the site's error page one language's part, without the file's own frame", () => {
    const english = parseErrorHtml(html, "en");
    expect(english?.body).toMatch(/^<section class="error-lang" lang="en"/);
    expect(english?.body).toContain(`>${HEADINGS[status].en}</h1>`);
    expect(english?.body).not.toContain(HEADINGS[status].de === HEADINGS[status].en ? "Fehler" : HEADINGS[status].de);
    expect(english?.body).not.toMatch(/<header|<main|Zur Startseite/);
    expect(english?.style).toContain(".error-lang h1");
    expect(parseErrorHtml(html, "de")?.body).toContain(`>${HEADINGS[status].de}</h1>`);
  });
});
