import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Who may not import whom; exported for the test that proves each zone still holds. */
export const LAYER_ZONES = [
  {
    target: "./src/server",
    from: ["./src/site", "./src/dashboard", "./src/editor", "./src/app"],
    message: "Server code never imports the site, dashboard, editor or routes: move what both need to src/contracts/ or schemas/.",
  },
  {
    target: "./schemas",
    from: ["./modules", "./src"],
    message: "schemas/ imports only schemas/: compose with modules in modules/ or src/contracts/.",
  },
  {
    target: "./src/site",
    from: ["./src/editor", "./src/dashboard"],
    message: "Visitor code never imports the editor or the dashboard: visitors must not download editor code.",
  },
  {
    target: "./modules",
    from: ["./src/editor", "./src/dashboard"],
    message: "Module renderers are visitor code: they never import the editor or the dashboard.",
  },
  {
    target: "./src/contracts",
    from: ["./src/server", "./src/site", "./src/dashboard", "./src/editor", "./src/app"],
    message: "src/contracts/ is shared by the server and the browser: it imports only schemas/, modules/ and src/i18n/.",
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // "module" is the spec's word for a content module; these are ES modules, where the
      // CommonJS `module` object the rule protects does not exist.
      "@next/next/no-assign-module-variable": "off",
      // A leading underscore marks a value left out on purpose (rest destructuring).
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The layers (README "Where things live"): an import against these arrows fails the lint,
    // checked on resolved paths, so relative and alias (@/, @schemas/, @modules/) forms alike.
    // tests/unit/lint/layers.test.ts lints fixtures that break each zone.
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    rules: {
      "import/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    },
  },
  { ignores: [".next/**", ".next-*/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**"] },
];

export default config;
