#!/usr/bin/env node
// Writes packages/catalogue/guest/index.d.ts (the editor preset's types: gg.d.ts by reference, and the guest's
// console); with --check, regenerates in memory and exits 1 when the committed copy drifts. Needs the package built.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";

const target = fileURLToPath(new URL("../guest/index.d.ts", import.meta.url));
const shown = relative(process.cwd(), target) || target;
let api;
try {
  api = await import("../dist/index.js");
} catch {
  process.stderr.write("gen-guest-types: packages/catalogue/dist is missing; build first: npx tsc -b packages/catalogue\n");
  process.exit(2);
}
const text = api.renderGuestTypes();
if (!process.argv.includes("--check")) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  process.stdout.write(`gen-guest-types: wrote ${shown}\n`);
  process.exit(0);
}
let committed = "";
try {
  committed = readFileSync(target, "utf8");
} catch {
  // Missing: reported as a drift below.
}
if (committed === text) {
  process.stdout.write(`gen-guest-types: ${shown} is up to date\n`);
  process.exit(0);
}
process.stderr.write(`gen-guest-types: ${shown} is out of date. Regenerate it: node packages/catalogue/scripts/gen-guest-types.mjs, and commit the result.\n`);
process.exit(1);
