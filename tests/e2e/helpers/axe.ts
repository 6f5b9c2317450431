import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation { id: string; help: string; nodes: { target: string[] }[] }

/** Run axe-core for WCAG 2.2 A/AA on the current page; returns "rule: selector" per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: pages rendered per request run only scripts that carry
  // their CSP nonce, and the test must meet the page as a browser does, not weaken its policy.
  // What a visitor reads is the page at rest: a dialog fading in has too little contrast for a
  // moment. Finite animations are waited for (a spinner's never ends).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
  // After a refresh the page's metadata streams in after its body, so the title may be a moment
  // behind. A page that never gets one still fails: axe then runs without it.
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
    return result.violations;
  });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${violation.help})`));
}
