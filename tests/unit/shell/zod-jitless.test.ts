import "@/instrumentation-client";
import { z } from "zod";
import { describe, expect, it } from "vitest";

describe("the browser's zod configuration", () => {
  it("turns zod's eval probe off through zod's global configuration, without importing zod", () => {
    // A strict Content-Security-Policy reports the probe as a violation on every page that parses.
    expect(z.config().jitless).toBe(true);
  });
});
