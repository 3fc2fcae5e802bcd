// What every Vitest project of the repository shares, so a package's vitest.config.ts says only what is its own.
import { defineProject } from "vitest/config";

/** Where a project's tests are, when not `tests/**\/*.test.ts`, and its setup, when not `tests/setup/built.ts`. */
export interface ProjectOptions {
  readonly include?: string[];
  readonly exclude?: string[];
  readonly setup?: string;
}

/** One project of the repository's test run, named `name`; paths are relative to the package that calls this. */
export function testProject(name: string, options: ProjectOptions = {}): ReturnType<typeof defineProject> {
  return defineProject({
    test: {
      name,
      include: options.include ?? ["tests/**/*.test.ts"],
      ...(options.exclude ? { exclude: options.exclude } : {}),
      globals: true,
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // Child processes rather than threads: tests start workers and servers of their own, and each gets a clean process.
      pool: "forks",
      // A missing build fails the run at once, loudly, rather than letting a suite skip itself.
      globalSetup: [options.setup ?? "./tests/setup/built.ts"],
    },
  });
}
