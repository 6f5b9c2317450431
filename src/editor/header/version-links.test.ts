import { describe, expect, it } from "vitest";
import { versionParam, versionPreviewUrl } from "./version-links";

describe("version links", () => {
  it("previews a version at the page's own address with ?v=, without ?edit", () => {
    expect(versionPreviewUrl("/de/besuch", 12)).toBe("/de/besuch?v=12");
    expect(versionPreviewUrl("/de/besuch?edit&x=1", 3)).toBe("/de/besuch?x=1&v=3");
  });

  it("reads ?v= only as a positive integer", () => {
    expect(versionParam("12")).toBe(12);
    expect(versionParam(["4", "5"])).toBe(4);
    for (const value of [undefined, "", "0", "-1", "1.5", "abc", "12345678901"]) expect(versionParam(value)).toBeNull();
  });
});
