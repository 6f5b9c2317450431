import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every text colour on every background a section or panel can have reaches WCAG 1.4.3's
 * 4.5:1, read from the stylesheets themselves, so a new token or section colour is checked too.
 */

const root = path.join(import.meta.dirname, "../../..");
const css = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Custom properties of one rule body, `var(--x)` kept as a reference. */
const properties = (body: string) => new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));

const tokens = properties(css("src/site/styles/tokens.css").match(/:root\s*\{([\s\S]*?)\}/)![1]!);

function hex(name: string, overrides: Map<string, string> = new Map()): string {
  const value = overrides.get(name) ?? tokens.get(name);
  if (!value) throw new Error(`unknown token ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? hex(reference[1]!, overrides) : value;
}

const luminance = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const TEXT_TOKENS = ["--color-text", "--color-text-muted", "--color-accent"];

/** The section backgrounds with the tokens each section class overrides. */
const sectionRules = [...css("modules/section/render.module.css").matchAll(/\.(cc\d+)\s*\{([^}]*)\}/g)]
  .map((match) => ({ name: match[1]!, overrides: properties(match[2]!), background: /background:\s*var\((--[\w-]+)\)/.exec(match[2]!)![1]! }));

describe("text contrast on the site's backgrounds (WCAG 1.4.3)", () => {
  it("finds the section colours", () => {
    expect(sectionRules.map((rule) => rule.name)).toEqual(["cc01", "cc02", "cc03"]);
  });

  const backgrounds = [
    { name: "page", background: "--color-background", overrides: new Map<string, string>() },
    { name: "grey panel", background: "--color-grey-100", overrides: new Map<string, string>() },
    ...sectionRules,
  ];
  for (const { name, background, overrides } of backgrounds) {
    for (const text of TEXT_TOKENS) {
      it(`${text} on ${name} (${background})`, () => {
        expect(contrast(hex(text, overrides), hex(background, overrides))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("white on the accent, as buttons use it", () => {
    expect(contrast(hex("--color-accent-contrast"), hex("--color-accent"))).toBeGreaterThanOrEqual(4.5);
  });
});
