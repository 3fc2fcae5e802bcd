#!/usr/bin/env node
// Engine parity: checks every corpus program (test/corpus/good and broken), the examples (with examples/grant.json)
// and 200 generated programs (20, 100 and 400 lines, TS and JS) with the default engine (TypeScript 6) and the
// native one (TypeScript 7), and compares the whole results. An engine swap must keep them identical.
// Needs a build (`npx tsc -b`). Usage: node test/scripts/engine-parity.mjs [--json] [--quiet]
// Exit 0 when every result is identical, 1 when any differs.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, "../..");
const LANGUAGES = { ".ts": "ts", ".js": "js" };
const GENERATED = { sizes: [20, 100, 400], languages: ["ts", "js"], total: 200, seed: 7100 };

const json = process.argv.includes("--json");
const quiet = process.argv.includes("--quiet");

const { createChecker } = await import(pathToFileURL(join(REPO, "packages/checker/dist/index.js")).href);
const { createNativeChecker } = await import(pathToFileURL(join(REPO, "packages/checker/dist/native/index.js")).href);
const { generateProgram } = await import(pathToFileURL(join(REPO, "bench/dist/generate.js")).href);

/** Every program of a directory (not recursive), sorted by name. */
function programsIn(dir, grant) {
  return readdirSync(dir)
    .filter((name) => LANGUAGES[name.slice(name.lastIndexOf("."))] !== undefined)
    .sort()
    .map((name) => ({
      name: relative(REPO, join(dir, name)),
      input: { source: readFileSync(join(dir, name), "utf8"), language: LANGUAGES[name.slice(name.lastIndexOf("."))], fileName: name, ...(grant ? { grant } : {}) },
    }));
}

function generated() {
  const out = [];
  const combos = GENERATED.sizes.flatMap((lines) => GENERATED.languages.map((language) => ({ lines, language })));
  for (let i = 0; i < GENERATED.total; i++) {
    const { lines, language } = combos[i % combos.length];
    const seed = GENERATED.seed + i;
    const program = generateProgram(lines, language, seed);
    out.push({ name: `generated ${lines} lines ${language} seed ${seed}`, input: { source: program.source, language } });
  }
  return out;
}

/** A line diff of two JSON texts (longest common subsequence), `-` for the default engine, `+` for the native one. */
function diffLines(a, b) {
  const x = a.split("\n");
  const y = b.split("\n");
  const lcs = Array.from({ length: x.length + 1 }, () => new Array(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      i++;
      j++;
    } else if (j < y.length && (i === x.length || lcs[i][j + 1] >= lcs[i + 1][j])) out.push(`+ ${y[j++]}`);
    else out.push(`- ${x[i++]}`);
  }
  return out;
}

/** What kinds of difference two results show. */
function kinds(a, b) {
  const found = [];
  if (a.verdict !== b.verdict) found.push("verdict");
  if (JSON.stringify(a.reaches) !== JSON.stringify(b.reaches) || JSON.stringify(a.calls) !== JSON.stringify(b.calls)) found.push("reach");
  const key = (d) => `${d.code}@${d.line}:${d.column}-${d.endLine}:${d.endColumn}`;
  const ka = a.diagnostics.map(key).join();
  const kb = b.diagnostics.map(key).join();
  if (ka !== kb) found.push("diagnostic set (code or place)");
  else {
    if (a.diagnostics.some((d, i) => d.severity !== b.diagnostics[i].severity)) found.push("severity");
    if (a.diagnostics.some((d, i) => d.message !== b.diagnostics[i].message)) found.push("message text");
  }
  if (JSON.stringify(a.refusals) !== JSON.stringify(b.refusals) || JSON.stringify(a.malformed) !== JSON.stringify(b.malformed)) found.push("forecast");
  return found;
}

const grant = JSON.parse(readFileSync(join(REPO, "examples/grant.json"), "utf8"));
const programs = [
  ...programsIn(join(REPO, "test/corpus/good")),
  ...programsIn(join(REPO, "test/corpus/broken")),
  ...programsIn(join(REPO, "examples"), grant),
  ...generated(),
];

const reference = createChecker();
const native = createNativeChecker();
const differences = [];
const byKind = new Map();
try {
  for (const program of programs) {
    const a = reference.check(program.input);
    let b;
    try {
      b = native.check(program.input);
    } catch (error) {
      differences.push({ program: program.name, kinds: ["native error"], diff: [String(error?.message ?? error)] });
      byKind.set("native error", (byKind.get("native error") ?? 0) + 1);
      continue;
    }
    const ta = JSON.stringify(a, null, 2);
    const tb = JSON.stringify(b, null, 2);
    if (ta === tb) continue;
    const k = kinds(a, b);
    for (const kind of k) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    differences.push({ program: program.name, kinds: k, diff: diffLines(ta, tb) });
  }
} finally {
  native.close();
}

const summary = { programs: programs.length, identical: programs.length - differences.length, differing: differences.length, kinds: Object.fromEntries(byKind) };
if (json) process.stdout.write(`${JSON.stringify({ ...summary, differences }, null, 2)}\n`);
else {
  if (!quiet) {
    for (const d of differences) {
      process.stdout.write(`\n=== ${d.program} (${d.kinds.join(", ")})\n${d.diff.join("\n")}\n`);
    }
  }
  process.stdout.write(`\nprograms: ${summary.programs}\nidentical results: ${summary.identical}\ndiffering results: ${summary.differing}\n`);
  for (const [kind, count] of byKind) process.stdout.write(`  ${kind}: ${count}\n`);
}
process.exit(differences.length === 0 ? 0 : 1);
