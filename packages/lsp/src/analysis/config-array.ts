/**
 * A flat config normalised once. `Linter.verify` given a plain array builds and validates a config array from it on
 * every call (each rule's options cloned and checked, every object merged); the ESLint class does that once per run,
 * and so does the server's lint runner with this. The class that does it, `FlatConfigArray`, is not in
 * ESLint's public exports, so it is loaded from the installed ESLint's own file; `Linter.verify` takes any array with
 * a `getConfig` method as already normalised (its documented duck test).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Linter } from "eslint";

interface ConfigArray extends Array<Linter.Config> {
  getConfig(filePath: string): unknown;
  normalizeSync(): unknown;
}

type ConfigArrayClass = new (configs: readonly Linter.Config[], options: { basePath: string }) => ConfigArray;

let loaded: ConfigArrayClass | null | undefined;

function configArrayClass(): ConfigArrayClass | null {
  if (loaded !== undefined) return loaded;
  try {
    const require = createRequire(import.meta.url);
    const module = require(join(dirname(require.resolve("eslint")), "config", "flat-config-array.js")) as { FlatConfigArray?: unknown };
    loaded = typeof module.FlatConfigArray === "function" ? (module.FlatConfigArray as ConfigArrayClass) : null;
  } catch {
    // Another layout of ESLint: verify normalises per call, as before (slower, same findings).
    loaded = null;
  }
  return loaded;
}

/**
 * `configs` normalised for files under `cwd`, to hand to `Linter.verify` again and again; the plain array when this
 * ESLint has no `FlatConfigArray` where it is looked for. An invalid config fails as ESLint fails it (here or in `verify`).
 */
export function normaliseConfig(configs: readonly Linter.Config[], cwd: string): Linter.Config[] {
  const ConfigArray = configArrayClass();
  if (ConfigArray === null) return [...configs];
  const array = new ConfigArray(configs, { basePath: cwd });
  array.normalizeSync();
  return array;
}

/** True when `configs` is a normalised config array (`Linter.verify` then skips normalising it). */
export function isNormalised(configs: readonly Linter.Config[]): boolean {
  return typeof (configs as Partial<ConfigArray>).getConfig === "function";
}
