// Runs every gg rule over real JavaScript and TypeScript: the sources installed under node_modules/.pnpm.
// Prints one JSON object to stdout (files, findings, parse errors, crashes, time) and exits 1 on any crash.
//   node scripts/crash-corpus.mjs [--limit N] [--root DIR]...
// Default roots: the workspace's node_modules/.pnpm and the Node installation's own lib/node_modules (npm, corepack).
// A crash is an exception out of ESLint's Linter (a rule threw); a file no parser accepts is counted, not a crash.
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { languageOfPath } from "@gg/catalogue";
import { Linter } from "eslint";

const MAX_BYTES = 256 * 1024;

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const given = process.argv.flatMap((arg, i) => (arg === "--root" ? [process.argv[i + 1]] : [])).filter(Boolean);
const roots = given.length > 0 ? given : [join(repoRoot, "node_modules", ".pnpm"), join(dirname(dirname(process.execPath)), "lib", "node_modules")];
const limit = Number(option("--limit", "0"));

/** Every candidate file under `dir`, without following symbolic links (pnpm links each package many times). */
function walk(dir) {
  const out = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop();
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile() && languageOfPath(entry.name) !== undefined) out.push(path);
    }
  }
  return out.sort();
}

/** An evenly spread, deterministic sample of `n` items (all of them when n is 0). */
function sample(items, n) {
  if (n <= 0 || n >= items.length) return items;
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]);
}

const { default: plugin } = await import(new URL("../dist/index.js", import.meta.url).href);
// Inline directives in the corpus name rules this run does not load: ignore them (they are not the rules under test).
const configFor = (sourceType) => [{ ...plugin.configs.recommended, linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" }, languageOptions: { ...plugin.configs.recommended.languageOptions, sourceType } }];
const configs = { module: configFor("module"), commonjs: configFor("commonjs") };
// Files are linted under a neutral name (ESLint ignores anything under node_modules/ by default).
const cwd = "/corpus";
const linter = new Linter({ configType: "flat", cwd });

const started = performance.now();
const cpuStarted = process.cpuUsage();
const all = roots.flatMap(walk);
const candidates = sample(all.filter((path) => lstatSync(path).size <= MAX_BYTES), limit);
const stats = { roots, candidates: all.length, files: 0, linted: 0, parseErrors: 0, findings: 0, crashes: 0, byRule: {}, crashSamples: [], ms: 0, cpuMs: 0 };

for (const path of candidates) {
  const code = readFileSync(path, "utf8");
  const filename = join(cwd, `file-${stats.files}${extname(path)}`);
  stats.files++;
  let messages;
  try {
    messages = linter.verify(code, configs.module, { filename });
    // Much of node_modules is CommonJS: a second chance as a script before counting a parse error.
    if (messages.some((m) => m.fatal) && !/\.m[jt]s$/.test(path)) messages = linter.verify(code, configs.commonjs, { filename });
  } catch (error) {
    stats.crashes++;
    if (stats.crashSamples.length < 10) stats.crashSamples.push({ file: relative(repoRoot, path), error: String(error?.stack ?? error).split("\n").slice(0, 6).join("\n") });
    continue;
  }
  if (messages.some((m) => m.fatal)) {
    stats.parseErrors++;
    continue;
  }
  stats.linted++;
  for (const m of messages) {
    if (!m.ruleId?.startsWith("gg/")) continue;
    stats.findings++;
    stats.byRule[m.ruleId] = (stats.byRule[m.ruleId] ?? 0) + 1;
  }
}
stats.ms = Math.round(performance.now() - started);
// CPU time too: on a shared machine the wall clock mostly measures the neighbours.
const cpu = process.cpuUsage(cpuStarted);
stats.cpuMs = Math.round((cpu.user + cpu.system) / 1000);
process.stdout.write(`${JSON.stringify(stats, null, 2)}\n`);
process.exit(stats.crashes === 0 ? 0 : 1);
