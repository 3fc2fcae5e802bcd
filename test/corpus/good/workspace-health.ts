// good: a long workspace health check combining stat, glob, grep, shell and JSON parsing into a scored checklist
import * as gg from "gg";

type Level = "ok" | "warn" | "fail";
interface Finding {
  area: string;
  level: Level;
  detail: string;
}

const findings: Finding[] = [];
const note = (area: string, level: Level, detail: string) => findings.push({ area, level, detail });

function exists(path: string): boolean {
  return gg.files.stat(path) !== undefined;
}

function readJson<T>(path: string): T | undefined {
  if (!exists(path)) return undefined;
  try {
    return JSON.parse(gg.files.readFile(path)) as T;
  } catch (e) {
    note("json", "fail", `${path}: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

// 1. Required files
for (const f of ["README.md", "LICENSE", ".gitignore", "package.json"]) {
  note("files", exists(f) ? "ok" : "fail", f);
}

// 2. Package metadata
const pkg = readJson<{ name?: string; engines?: { node?: string }; scripts?: Record<string, string> }>("package.json");
if (pkg) {
  note("package", pkg.name ? "ok" : "fail", `name: ${pkg.name ?? "missing"}`);
  note("package", pkg.engines?.node ? "ok" : "warn", `engines.node: ${pkg.engines?.node ?? "unset"}`);
  for (const script of ["build", "test", "lint"]) {
    note("scripts", pkg.scripts?.[script] ? "ok" : "warn", script);
  }
}

// 3. TypeScript strictness
const tsconfig = readJson<{ compilerOptions?: { strict?: boolean } }>("tsconfig.json");
if (tsconfig) note("typescript", tsconfig.compilerOptions?.strict ? "ok" : "warn", "strict mode");

// 4. Stray debugging code
const debugLines = gg.files.grep("\\b(debugger|console\\.debug)\\b", { glob: "src/**/*.{ts,js}" });
note("code", debugLines.length ? "warn" : "ok", `${debugLines.length} debugging statements`);

// 5. Big files in the repository
const heavy = gg.files
  .glob("**/*")
  .filter((p) => !p.startsWith("node_modules/"))
  .map((p) => gg.files.stat(p))
  .filter((i): i is gg.files.FileInfo => i !== undefined && i.kind === "file" && i.size > 5_000_000);
note("size", heavy.length ? "warn" : "ok", heavy.length ? heavy.map((h) => h.path).join(", ") : "no file over 5 MB");

// 6. Dependency vulnerabilities
const audit = gg.shell.run("npm audit --json", { timeoutMs: 120_000 });
try {
  const report = JSON.parse(audit.stdout || "{}") as { metadata?: { vulnerabilities?: Record<string, number> } };
  const v = report.metadata?.vulnerabilities ?? {};
  const severe = (v["high"] ?? 0) + (v["critical"] ?? 0);
  note("audit", severe ? "fail" : (v["moderate"] ?? 0) ? "warn" : "ok", JSON.stringify(v));
} catch {
  note("audit", "warn", "npm audit output was not JSON");
}

const weight: Record<Level, number> = { ok: 1, warn: 0.5, fail: 0 };
const score = Math.round((100 * findings.reduce((s, f) => s + weight[f.level], 0)) / Math.max(findings.length, 1));
const icon: Record<Level, string> = { ok: "✔", warn: "!", fail: "✘" };

for (const f of findings) console.log(`${icon[f.level]} [${f.area}] ${f.detail}`);
console.log(`health score: ${score}/100`);
gg.session.reportProgress(`workspace health ${score}/100 (${findings.filter((f) => f.level === "fail").length} failures)`);
