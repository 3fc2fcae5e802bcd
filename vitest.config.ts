// Every test of the repository as Vitest projects: one per package, the cross-package tests (test/) and the bench's.
// Each project's settings are in its own vitest.config.ts, so `pnpm --filter <package> test` runs it alone; `pnpm test`
// (and CI) runs them all from here.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/catalogue",
      "packages/eslint-plugin",
      "packages/lsp",
      "test",
      "bench",
      "packages/checker",
    ],
  },
});
