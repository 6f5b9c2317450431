import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
  { ignores: [".next/**", ".next-*/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**"] },
];

export default config;
