#!/usr/bin/env node
// Writes packages/catalogue/gg.d.ts from the default catalogue; with --check, regenerates in memory and
// exits 1 when the committed copy drifts. Needs the package built (tsc -b packages/catalogue).
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

// --target F compares or writes another file (the tests use it to prove a drift is caught).
const targetAt = process.argv.indexOf("--target");
const target = targetAt > 0 && process.argv[targetAt + 1] ? process.argv[targetAt + 1] : fileURLToPath(new URL("../gg.d.ts", import.meta.url));
const check = process.argv.includes("--check");
const shown = relative(process.cwd(), target) || target;

let api;
try {
  api = await import("../dist/index.js");
} catch {
  process.stderr.write("gen-dts: packages/catalogue/dist is missing; build first: npx tsc -b packages/catalogue\n");
  process.exit(2);
}
const text = api.renderTypeScript(api.defaultCatalogue());

if (!check) {
  writeFileSync(target, text);
  process.stdout.write(`gen-dts: wrote ${shown}\n`);
  process.exit(0);
}
let committed;
try {
  committed = readFileSync(target, "utf8");
} catch {
  committed = "";
}
if (committed === text) {
  process.stdout.write(`gen-dts: ${shown} is up to date\n`);
  process.exit(0);
}
const a = committed.split("\n");
const b = text.split("\n");
let line = 0;
while (line < a.length && line < b.length && a[line] === b[line]) line++;
process.stderr.write(
  `gen-dts: ${shown} is out of date with catalogue.json (first difference at line ${line + 1}).\n` +
    `  committed: ${a[line] ?? "<end of file>"}\n  generated: ${b[line] ?? "<end of file>"}\n` +
    "  Regenerate it: node packages/catalogue/scripts/gen-dts.mjs, and commit the result.\n",
);
process.exit(1);
