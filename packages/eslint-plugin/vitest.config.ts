// The eslint-plugin tests as a Vitest project: run alone (`pnpm --filter @gg/eslint-plugin test`) or as one project of the root config.
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "eslint-plugin",
    include: ["tests/**/*.test.ts"],
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    // A missing build fails the run at once, loudly, rather than letting a suite skip itself.
    globalSetup: ["./tests/setup/built.ts"],
  },
});
