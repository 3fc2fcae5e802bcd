// Bundles the gg-check CLI into one file (dist/gg-check.mjs) from the compiled dist/: loading one file costs a
// cold start far less than loading the ~100 modules it is built from (the TypeScript 7 client alone is 56).
// Run after `tsc -b`; the repository's build script does both.
import { rolldown } from "rolldown";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const bundle = await rolldown({
  input: `${dist}cli/main.js`,
  platform: "node",
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  logLevel: "warn",
});
await bundle.write({ file: `${dist}gg-check.mjs`, format: "esm", sourcemap: false });
await bundle.close();
