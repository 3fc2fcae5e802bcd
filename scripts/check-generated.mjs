// Regenerates every committed generated file in memory and fails when a committed copy drifts.
// Each package that commits generated output registers a script here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const generators = [
  "packages/catalogue/scripts/gen-dts.mjs",
  "packages/eslint-plugin/scripts/gen-docs.mjs",
];
let failed = false;
for (const script of generators) {
  if (!existsSync(script)) continue;
  const run = spawnSync(process.execPath, [script, "--check"], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
