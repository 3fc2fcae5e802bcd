// good: a long JavaScript program mapping source modules to tests, reading coverage JSON and ranking the riskiest gaps
import { files, shell, session, Failure } from "gg";

const SRC = "src";
const MIN_LINES = 20;

function readJsonOr(path, fallback) {
  try {
    return JSON.parse(files.readFile(path));
  } catch (e) {
    if (e instanceof Failure && e.code === "not_found") return fallback;
    if (e instanceof SyntaxError) {
      console.log(`warning: ${path} is not valid JSON (${e.message})`);
      return fallback;
    }
    throw e;
  }
}

function moduleName(path) {
  return path
    .replace(/^src\//, "")
    .replace(/\.(test|spec)\.(m?js|ts)$/, "")
    .replace(/\.(m?js|ts)$/, "");
}

function churn(path) {
  const r = shell.run(`git log --since=180.days --oneline -- ${path}`);
  return r.exitCode === 0 ? r.stdout.split("\n").filter(Boolean).length : 0;
}

const sources = files.glob(`${SRC}/**/*.{js,mjs,ts}`).filter((p) => !/\.(test|spec)\./.test(p));
const tests = files.glob("**/*.{test,spec}.{js,mjs,ts}").filter((p) => !p.includes("node_modules"));
const tested = new Set(tests.map(moduleName));
const coverage = readJsonOr("coverage/coverage-summary.json", {});

const rows = [];
for (const path of sources) {
  const text = files.readFile(path);
  const lines = text.split("\n").length;
  if (lines < MIN_LINES) continue;
  const cov = coverage[path] || coverage[`./${path}`] || null;
  const pct = cov ? cov.lines.pct : tested.has(moduleName(path)) ? null : 0;
  const exportsCount = (text.match(/^export /gm) || []).length;
  rows.push({ path, lines, pct, exportsCount, churn: churn(path) });
}

// Risk grows with size, churn and missing coverage; unknown coverage counts as half covered.
for (const r of rows) {
  const uncovered = r.pct === null ? 0.5 : 1 - r.pct / 100;
  r.risk = Math.round(uncovered * Math.log2(r.lines) * (1 + r.churn) * (1 + r.exportsCount / 5));
}
rows.sort((a, b) => b.risk - a.risk);

const header = ["risk", "lines", "cov", "churn", "file"];
console.log(header.join("\t"));
for (const r of rows.slice(0, 25)) {
  const cov = r.pct === null ? "?" : `${r.pct}%`;
  console.log([r.risk, r.lines, cov, r.churn, r.path].join("\t"));
}

const untested = rows.filter((r) => r.pct === 0);
const md = [
  "# Coverage gaps",
  "",
  `${rows.length} modules of at least ${MIN_LINES} lines; ${untested.length} without any test.`,
  "",
  ...rows.slice(0, 10).map((r, i) => `${i + 1}. \`${r.path}\` — risk ${r.risk}, ${r.lines} lines, churn ${r.churn}`),
  "",
].join("\n");
files.writeFile("reports/coverage-gaps.md", md);
session.reportProgress(`coverage gaps: ${untested.length} untested modules, report in reports/coverage-gaps.md`);
