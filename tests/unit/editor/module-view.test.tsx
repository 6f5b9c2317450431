import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { testDatabases } from "../../helpers/db";
import { editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";

// The server action reads the session cookie through next/headers.
const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({ cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name)! } : undefined) }) }));
const { moduleView } = await import("@/app/[lang]/(edit)/edit-mode/[[...slug]]/module-view-action");

const headline = { id: "preview-1", type: "headline", headline_level: 3, content: "Noch nicht gespeichert" };
const html = (view: ReactNode) => renderToStaticMarkup(<>{view}</>);

describe.each(testDatabases())("the live preview's rendering of an unsaved module, on $name", ({ open }) => {
  let database: Database;
  let token: string;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    token = (await editorSession(database)).token;
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });
  beforeEach(() => {
    cookieJar.clear();
    cookieJar.set("sessionid", token);
  });

  it("renders a valid module with the visitor's renderer, keyed by its content", async () => {
    const answer = await moduleView({ lang: "de", module: headline });
    expect(answer && isValidElement(answer.view)).toBe(true);
    expect(html(answer!.view)).toMatch(/<h3[^>]*>Noch nicht gespeichert<\/h3>/);
    expect((await moduleView({ lang: "de", module: headline }))?.key).toBe(answer!.key);
    expect((await moduleView({ lang: "de", module: { ...headline, content: "Geändert" } }))?.key).not.toBe(answer!.key);
  });

  it("renders through the module's schema: a text's script is gone as on the visitor's page", async () => {
    const answer = await moduleView({ lang: "en", module: { id: "preview-2", type: "text", content: "<p>Hello</p><script>alert(1)</script>" } });
    expect(html(answer!.view)).toContain("<p>Hello</p>");
    expect(html(answer!.view)).not.toContain("script");
  });

  it("answers null, not an error, for a module that fails its schema or a request that is no module", async () => {
    await expect(moduleView({ lang: "de", module: { ...headline, content: "" } })).resolves.toBeNull();
    await expect(moduleView({ lang: "de", module: { ...headline, headline_level: 1 } })).resolves.toBeNull();
    await expect(moduleView({ lang: "de", module: { ...headline, type: "no_such_module" } })).resolves.toBeNull();
    await expect(moduleView({ lang: "fr", module: headline })).resolves.toBeNull();
    await expect(moduleView("<p>")).resolves.toBeNull();
  });

  it("refuses a call without an editor's session", async () => {
    cookieJar.clear();
    await expect(moduleView({ lang: "de", module: headline })).resolves.toBeNull();
    cookieJar.set("sessionid", "an-ended-session");
    await expect(moduleView({ lang: "de", module: headline })).resolves.toBeNull();
  });
});
