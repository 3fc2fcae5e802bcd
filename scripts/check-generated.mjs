// Regenerates every committed generated file in memory and fails when a committed copy drifts.
// Each package that commits generated output registers a script here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const generators = [
  "packages/catalogue/scripts/gen-dts.mjs",
  "packages/catalogue/scripts/gen-guest-types.mjs",
  "packages/catalogue/scripts/gen-readme-diff-table.mjs",
  "packages/eslint-plugin/scripts/gen-docs.mjs",
];
let failed = false;
for (const script of generators) {
  // A generator that moved must fail the check, not skip it: a skipped check is a drift nobody sees.
  if (!existsSync(script)) {
    console.error(`check-generated: ${script} is missing (moved? update this list)`);
    failed = true;
    continue;
  }
  const run = spawnSync(process.execPath, [script, "--check"], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
