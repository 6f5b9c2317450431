import { afterEach, describe, expect, it, vi } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { forms } from "./schema";
import { FormsRender } from "./render";

const base = { id: "m1", type: "forms", hubspot_id: "1a2b3c4d-0000-4000-8000-1234567890ab" };

describe("forms module schema", () => {
  it("accepts a HubSpot form id, a site form, or both", () => {
    expect(issuesOf(forms.schema, base)).toEqual([]);
    expect(issuesOf(forms.schema, { id: "m1", type: "forms", form_id: 3 })).toEqual([]);
    expect(issuesOf(forms.schema, { ...base, form_id: 3 })).toEqual([]);
  });

  it("requires one of them (000 §5 required fields)", () => {
    expect(issuesOf(forms.schema, { ...base, hubspot_id: " " })).toEqual([{ path: "hubspot_id", message: "required" }]);
    expect(issuesOf(forms.schema, { id: "m1", type: "forms", form_id: null })).toEqual([{ path: "hubspot_id", message: "required" }]);
  });

  it.each(["12345", "1a2b3c4d00004000800012345678", "<script>", "1a2b3c4d-0000-4000-8000-1234567890ag"])("refuses %s, which is no form id", (hubspot_id) => {
    expect(issuesOf(forms.schema, { ...base, hubspot_id })).toEqual([{ path: "hubspot_id", message: "invalid" }]);
  });
});

describe("forms renderer", () => {
  afterEach(() => vi.unstubAllEnvs());
  const render = () => renderHtml(FormsRender({ module: forms.schema.parse(base), ctx: renderContext("de") }));

  it("asks for consent before loading anything from HubSpot", async () => {
    vi.stubEnv("HUBSPOT_PORTAL_ID", "1234567");
    const html = await render();
    expect(html).toContain("Dieser Inhalt wird von HubSpot bereitgestellt");
    expect(html).toContain("HubSpot erlauben");
    expect(html).not.toContain("hsforms");
  });

  it("shows nothing while no HubSpot portal is configured and no site form is chosen", async () => {
    vi.stubEnv("HUBSPOT_PORTAL_ID", "");
    expect(await render()).toBe("");
  });
});
