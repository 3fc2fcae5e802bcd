// The checker's tests, alone (`pnpm --filter @gg/checker test`) or as one project of the repository's run.
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "checker",
    include: ["tests/**/*.test.ts"],
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    // A missing build fails the run at once, loudly, rather than letting a suite skip itself.
    globalSetup: ["./tests/setup/built.ts"],
  },
});
