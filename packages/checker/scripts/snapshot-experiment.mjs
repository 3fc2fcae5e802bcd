#!/usr/bin/env node
// Measures what a Node startup snapshot would save on a cold `gg-check one.ts`, without shipping one.
//
//   node packages/checker/scripts/snapshot-experiment.mjs <program.ts> [runs]   (after `tsc -b`)
//
// It bundles this package's dist and @gg/catalogue's (each ES module transpiled to a CommonJS function, in one
// entry script: the snapshot builder cannot load user modules), evaluates typescript.js from its text, warms a
// checker (library parsed and bound), builds a blob in a temporary folder, checks that its output is byte-identical
// to the normal CLI's, then times, interleaved: the normal CLI, the blob run directly, and the blob behind a
// launcher process (what a `gg-check` bin would have to do, since a snapshot is chosen on Node's command line).
// The opt-in native engine is stubbed in the bundle (it loads typescript7 at import): the blob serves the default.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** User + system CPU of the waited-for children so far (cutime + cstime of /proc/self/stat, in 10 ms ticks). */
function childrenCpuMs() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const [programArg, runsArg] = process.argv.slice(2);
if (programArg === undefined) {
  process.stderr.write("usage: snapshot-experiment.mjs <program.ts> [runs]\n");
  process.exit(2);
}
const program = resolve(programArg);
const runs = Number(runsArg ?? 7);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const dist = join(packageDir, "dist");
const cli = join(dist, "cli.js");
const require = createRequire(join(dist, "cli.js"));
const ts = require("typescript");
const tsPath = realpathSync(require.resolve("typescript"));
const catalogueDist = realpathSync(join(dirname(require.resolve("@gg/catalogue/package.json")), "dist"));

/** One ES module of dist as the body of a CommonJS function of (exports, __req, module, __filename, __dirname, __importMetaUrl). */
function asFunctionBody(path) {
  if (path === join(dist, "typescript.js")) return 'exports.default = __req("typescript");';
  const text = readFileSync(path, "utf8")
    .replace(/^#!.*/, "")
    .replace(/import\.meta\.url/g, "__importMetaUrl")
    // A compiled vm.Script cannot be serialised into a snapshot: the inline pool's is made on first use.
    .replace(/const RUN = new Script\(([^;]*)\);/, "let RUN_; const RUN = { runInThisContext: (o) => (RUN_ ??= new Script($1)).runInThisContext(o) };");
  const out = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: false } }).outputText;
  // Every require of the transpiled module goes through the bundle's resolver (a real require would load user code).
  return out.replace(/(^|[^.\w$])require\(/g, "$1__req(");
}

function collect(dir, into) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, into);
    else if (name.endsWith(".js")) into[path] = asFunctionBody(path);
  }
  return into;
}

const modules = collect(catalogueDist, collect(dist, {}));
const entry = `
const modules = ${JSON.stringify(modules)};
const builtin = require;
const { isBuiltin, createRequire } = builtin("node:module");
const { pathToFileURL, fileURLToPath } = builtin("node:url");
const path = builtin("node:path");
const loaded = {};
let ts;
function typescript() {
  if (ts !== undefined) return ts;
  const module = { exports: {} };
  new Function("exports", "require", "module", "__filename", "__dirname", builtin("node:fs").readFileSync(${JSON.stringify(tsPath)}, "utf8"))
    .call(module.exports, module.exports, builtin, module, ${JSON.stringify(tsPath)}, ${JSON.stringify(dirname(tsPath))});
  return (ts = module.exports);
}
function load(spec, from) {
  if (spec.startsWith("file:")) spec = fileURLToPath(spec);
  if (spec === "typescript") return typescript();
  if (spec.startsWith("typescript7")) return { SyntaxKind: typescript().SyntaxKind, SymbolFlags: typescript().SymbolFlags, TypeFlags: typescript().TypeFlags, API: class {} };
  if (spec === "typescript/package.json") spec = ${JSON.stringify(join(dirname(tsPath), "..", "package.json"))};
  else if (spec === "@gg/catalogue") spec = ${JSON.stringify(join(catalogueDist, "index.js"))};
  else if (spec.startsWith(".")) spec = path.resolve(path.dirname(from), spec);
  else if (isBuiltin(spec)) return builtin(spec.startsWith("node:") ? spec : "node:" + spec);
  else if (!spec.startsWith("/")) return createRequire(from)(spec);
  if (spec.endsWith(".json")) return JSON.parse(builtin("node:fs").readFileSync(spec, "utf8"));
  if (loaded[spec] !== undefined) return loaded[spec].exports;
  const body = modules[spec];
  if (body === undefined) throw new Error("not in the bundle: " + spec);
  const module = { exports: {} };
  loaded[spec] = module;
  const local = (s) => load(s, spec);
  new Function("exports", "__req", "module", "__filename", "__dirname", "__importMetaUrl", body)
    .call(module.exports, module.exports, local, module, spec, path.dirname(spec), pathToFileURL(spec).href);
  return module.exports;
}
const dist = ${JSON.stringify(dist)};
load(path.join(dist, "checker.js"), "/").createChecker().check({ source: "export {};\\n", language: "ts" });
for (const name of ["startup/inline-pool.js", "format/json.js", "format/pretty.js", "format/sarif.js", "args.js", "files.js", "progress.js", "pool.js"]) load(path.join(dist, name), "/");
builtin("node:v8").startupSnapshot.setDeserializeMainFunction(() => {
  // TypeScript is in the heap already; the code cache would load a second copy for the checker's own require.
  process.env.GG_CHECK_CODE_CACHE = "0";
  process.argv.splice(1, 0, "gg-check");
  load(path.join(dist, "cli.js"), "/");
});
`;

const work = mkdtempSync(join(tmpdir(), "gg-snapshot-"));
try {
  const entryPath = join(work, "entry.cjs");
  const blob = join(work, "cli.blob");
  writeFileSync(entryPath, entry);
  const built = spawnSync(process.execPath, ["--snapshot-blob", blob, "--build-snapshot", entryPath], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`building the snapshot failed:\n${built.stderr}`);
  const launcher = join(work, "launch.mjs");
  writeFileSync(
    launcher,
    `import { spawnSync } from "node:child_process";\n` +
      `const r = spawnSync(process.execPath, ["--snapshot-blob", ${JSON.stringify(blob)}, "--", ...process.argv.slice(2)], { stdio: "inherit" });\n` +
      `process.exitCode = r.status ?? 1;\n`,
  );
  const variants = {
    normal: [cli],
    "snapshot, direct": ["--snapshot-blob", blob, "--"],
    "snapshot, launcher": [launcher],
  };
  const reference = spawnSync(process.execPath, [cli, "--format", "json", program], { encoding: "utf8" });
  for (const [name, args] of Object.entries(variants)) {
    const out = spawnSync(process.execPath, [...args, "--format", "json", program], { encoding: "utf8" });
    if (out.stdout !== reference.stdout || out.status !== reference.status) throw new Error(`${name}: output differs from the normal CLI`);
  }
  const times = Object.fromEntries(Object.keys(variants).map((name) => [name, { wall: [], cpu: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, args] of Object.entries(variants)) {
      const cpuBefore = childrenCpuMs();
      const start = performance.now();
      spawnSync(process.execPath, [...args, program], { stdio: "ignore" });
      times[name].wall.push(performance.now() - start);
      times[name].cpu.push(childrenCpuMs() - cpuBefore);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const blobMb = statSync(blob).size / 2 ** 20;
  process.stdout.write(`blob ${blobMb.toFixed(1)} MB, output byte-identical, ${runs} interleaved runs, load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}\n`);
  for (const [name, { wall, cpu }] of Object.entries(times)) {
    process.stdout.write(`${name.padEnd(20)} wall median ${median(wall).toFixed(0)} ms, min ${Math.min(...wall).toFixed(0)} ms; user+sys CPU median ${median(cpu).toFixed(0)} ms\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
