import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

// A focused test (.only) fails the run on CI: vitest's --allowOnly is off there by default.
export default defineConfig({
  resolve: {
    alias: {
      "@/": `${root}/src/`,
      "@schemas/": `${root}/schemas/`,
      "@modules/": `${root}/modules/`,
      // The marker package throws outside the React server build; tests run server code directly.
      "server-only": `${root}/tests/helpers/server-only.ts`,
    },
  },
  test: {
    // Each database test file opens its own PGlite (WASM, ~0.5 GB) or PostgreSQL database; two at a time fit two cores.
    maxWorkers: 2,
    include: ["tests/unit/**/*.test.{ts,tsx}", "modules/**/*.test.{ts,tsx}", "schemas/**/*.test.ts", "src/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["tests/helpers/pglite-template.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
