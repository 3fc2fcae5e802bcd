// Lint of our own code. Guest programs (examples/, test/corpus/, fixtures) are linted by our own plugin, not here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "examples/**",
      "test/corpus/**",
      "**/fixtures/**",
      "packages/catalogue/gg.d.ts",
      "packages/catalogue/guest/index.d.ts",
      "bench/results.json",
      ".tmp/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setImmediate: "readonly", queueMicrotask: "readonly", Buffer: "readonly", performance: "readonly", structuredClone: "readonly", TextDecoder: "readonly", TextEncoder: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The CLI's bin is CommonJS on purpose (it starts without Node's ES module loader).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", __dirname: "readonly", module: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
