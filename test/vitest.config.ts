// The cross-package tests as a Vitest project: run alone (`pnpm --filter @gg/test test`) or as one project of the root config.
import { testProject } from "../vitest.project.js";

// The corpus holds guest programs, not tests.
export default testProject("test", { include: ["**/*.test.ts"], exclude: ["corpus/**", "**/node_modules/**"], setup: "./support/built.ts" });
