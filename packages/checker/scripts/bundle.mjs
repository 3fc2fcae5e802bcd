// Bundles the gg-check CLI into one file (dist/gg-check.mjs) from the compiled dist/: loading one file costs a
// cold start far less than loading the ~100 modules it is built from (the TypeScript 7 client alone is 56).
// Run after `tsc -b`; the repository's build script does both.
import { rolldown } from "rolldown";
import { renameSync } from "node:fs";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const bundle = await rolldown({
  input: `${dist}cli/main.js`,
  platform: "node",
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  logLevel: "warn",
});
// Written beside and renamed into place: packing runs this (prepack) while tests may be running the bin, which must
// never read half a file.
const partial = `${dist}gg-check.mjs.${process.pid}.partial`;
await bundle.write({ file: partial, format: "esm", sourcemap: false });
await bundle.close();
renameSync(partial, `${dist}gg-check.mjs`);
