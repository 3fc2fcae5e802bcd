#!/usr/bin/env node
// Runs the checker over the labelled corpus (test/corpus/{good,broken}) and reports how often it is wrong:
// a good program that fails is a false refusal (the gate would block a correct program), a broken one that
// passes is a miss. Usage: node test/scripts/corpus-report.mjs [--json] [--corpus DIR]
// Exit 0 when no good program fails, 1 when any does, 2 on a usage or input error.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, "../..");
const LANGUAGES = { ".ts": "ts", ".js": "js" };
/** The first line of every corpus program states its label and why: `// good: …` or `// broken [CODE]: …`. */
const LABEL_LINE = /^\/\/\s*(good|broken)(?: \[(?:TS|GG)\d+\])?:\s*(\S.*)$/;

function usage(message) {
  process.stderr.write(`corpus-report: ${message}\nusage: node test/scripts/corpus-report.mjs [--json] [--corpus DIR]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { json: false, corpus: join(REPO, "test/corpus") };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") options.json = true;
    else if (arg === "--corpus") {
      const value = argv[++i];
      if (value === undefined) usage("--corpus needs a directory");
      options.corpus = resolve(value);
    } else if (arg === "--help" || arg === "-h") {
      process.stdout.write("usage: node test/scripts/corpus-report.mjs [--json] [--corpus DIR]\n");
      process.exit(0);
    } else usage(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

/** Every program of one label folder, sorted by name so the report is stable. */
function programsIn(corpus, label) {
  const dir = join(corpus, label);
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    usage(`cannot read ${relative(process.cwd(), dir) || dir}`);
  }
  const programs = [];
  for (const name of names.sort()) {
    const ext = name.slice(name.lastIndexOf("."));
    const language = LANGUAGES[ext];
    if (language === undefined) continue;
    const source = readFileSync(join(dir, name), "utf8");
    // A `#!` line must come first, so such a program states its label on its second line.
    const [first = "", second = ""] = source.split(/\r?\n/, 2);
    const firstLine = /^\uFEFF?#!/.test(first) ? second : first;
    const header = LABEL_LINE.exec(firstLine);
    if (!header || header[1] !== label) {
      usage(`${label}/${name}: first line must be "// ${label}: <why>"`);
    }
    programs.push({ file: `${label}/${name}`, label, language, source, reason: header[2] });
  }
  return programs;
}

async function loadChecker() {
  let mod;
  try {
    mod = await import("@gg/checker");
  } catch (error) {
    usage(`cannot load @gg/checker (build it first: npx tsc -b packages/checker): ${error.message}`);
  }
  if (typeof mod.createChecker !== "function") usage("@gg/checker does not export createChecker yet");
  return mod.createChecker({});
}

function rate(count, total) {
  return total === 0 ? 0 : count / total;
}

/** Keeps a multi-line compiler message under its diagnostic line. */
function indent(message) {
  return message.replaceAll("\n", "\n    ");
}

function percent(value) {
  return `${(value * 100).toFixed(1)}%`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const good = programsIn(options.corpus, "good");
  const broken = programsIn(options.corpus, "broken");
  const checker = await loadChecker();

  const falseRefusals = [];
  const misses = [];
  for (const program of [...good, ...broken]) {
    const result = checker.check({ source: program.source, language: program.language, fileName: program.file });
    if (program.label === "good" && result.verdict !== "pass") {
      falseRefusals.push({ file: program.file, verdict: result.verdict, diagnostics: result.diagnostics.filter((d) => d.severity === "error") });
    } else if (program.label === "broken" && result.verdict === "pass") {
      misses.push({ file: program.file, reason: program.reason, diagnostics: result.diagnostics });
    }
  }

  const count = (list, language) => list.filter((p) => p.file.endsWith(`.${language}`)).length;
  const byLanguage = {};
  for (const language of ["ts", "js"]) {
    byLanguage[language] = {
      good: count(good, language),
      broken: count(broken, language),
      falseRefusals: count(falseRefusals, language),
      misses: count(misses, language),
    };
  }
  const summary = {
    good: good.length,
    broken: broken.length,
    ts: byLanguage.ts.good + byLanguage.ts.broken,
    js: byLanguage.js.good + byLanguage.js.broken,
    falseRefusals: falseRefusals.length,
    misses: misses.length,
    falseRefusalRate: rate(falseRefusals.length, good.length),
    missRate: rate(misses.length, broken.length),
    byLanguage,
  };

  if (options.json) {
    process.stdout.write(JSON.stringify({ summary, falseRefusals, misses }, null, 2) + "\n");
  } else {
    for (const f of falseRefusals) {
      process.stdout.write(`FALSE REFUSAL ${f.file}\n`);
      for (const d of f.diagnostics) process.stdout.write(`  ${d.line}:${d.column} ${d.code} ${indent(d.message)}\n`);
    }
    for (const m of misses) {
      process.stdout.write(`MISS ${m.file} (${m.reason})\n`);
      for (const d of m.diagnostics) process.stdout.write(`  ${d.line}:${d.column} ${d.severity} ${d.code} ${indent(d.message)}\n`);
    }
    process.stdout.write(
      `corpus: ${summary.good} good, ${summary.broken} broken (${summary.ts} TypeScript, ${summary.js} JavaScript)\n` +
        `false refusals: ${summary.falseRefusals}/${summary.good} (${percent(summary.falseRefusalRate)})\n` +
        `misses: ${summary.misses}/${summary.broken} (${percent(summary.missRate)})\n` +
        ["ts", "js"]
          .map((l) => `  ${l}: ${byLanguage[l].good} good (${byLanguage[l].falseRefusals} refused), ${byLanguage[l].broken} broken (${byLanguage[l].misses} missed)`)
          .join("\n") +
        "\n",
    );
  }
  process.exitCode = falseRefusals.length > 0 ? 1 : 0;
}

await main();
