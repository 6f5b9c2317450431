import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/open";
import { forms } from "@modules/forms/schema";
import { FormsRender } from "@modules/forms/render";
import { testDatabases } from "../../helpers/db";
import { renderContext, renderHtml } from "../../helpers/render-context";
import { insertForms } from "./form-fixture";

describe.each(testDatabases())("the Forms module with a site form on $name", ({ open }) => {
  let database: Database;
  let ids: Awaited<ReturnType<typeof insertForms>>;
  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await insertForms(database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });
  afterEach(() => vi.unstubAllEnvs());

  const render = (module: Record<string, unknown>, lang: "de" | "en" = "de") =>
    renderHtml(FormsRender({ module: forms.schema.parse({ id: "m1", type: "forms", ...module }), ctx: renderContext(lang) }));

  it("renders the chosen site form in place while no HubSpot portal is configured", async () => {
    vi.stubEnv("HUBSPOT_PORTAL_ID", "");
    const html = await render({ form_id: ids.online, hubspot_id: "1a2b3c4d-0000-4000-8000-1234567890ab" }, "en");
    expect(html).toContain("Request a group tour");
    expect(html).toContain(`for="form-${ids.online}-email"`);
    expect(html).toContain("Confirm e-mail address");
    expect(html).not.toContain("HubSpot");
  });

  it("keeps the consent-gated HubSpot embed when a portal and a HubSpot id are set", async () => {
    vi.stubEnv("HUBSPOT_PORTAL_ID", "1234567");
    const html = await render({ form_id: ids.online, hubspot_id: "1a2b3c4d-0000-4000-8000-1234567890ab" });
    expect(html).toContain("HubSpot erlauben");
    expect(html).not.toContain("Gruppenführung anfragen");
  });

  it("shows nothing for an offline form", async () => {
    vi.stubEnv("HUBSPOT_PORTAL_ID", "");
    expect(await render({ form_id: ids.offline })).toBe("");
  });
});
