import type { Page } from "@playwright/test";

/** The bodies of the scripts `page` loads from now on, growing as it loads more. */
export function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return bodies;
}
