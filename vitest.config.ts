// Every test of the repository as Vitest projects: one per package, the cross-package tests (test/) and the bench's.
// Each project's settings are in its own vitest.config.ts, so `pnpm --filter <package> test` runs it alone; `pnpm test`
// (and CI) runs them all from here. The checker's project is declared inline: its package has no config of its own.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/catalogue",
      "packages/eslint-plugin",
      "packages/lsp",
      "test",
      "bench",
      {
        test: {
          name: "checker",
          // Rooted here, as before projects: the checker's own script runs `vitest run --root ../.. packages/checker`
          // from its directory, and that filter must still match its files' paths.
          root: fileURLToPath(new URL("./", import.meta.url)),
          include: ["packages/checker/tests/**/*.test.ts"],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          pool: "forks",
        },
      },
    ],
  },
});
