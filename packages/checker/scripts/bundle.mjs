// Bundles the gg-check CLI into one script (dist/gg-check-bundle.cjs) from the compiled dist/: loading one file costs a
// cold start far less than loading the ~100 modules it is built from (the TypeScript 7 client alone is 56). Then makes
// V8's code cache of it (dist/gg-check-bundle.cache) by one training run, and puts the bin that runs the bundle with
// that cache (scripts/gg-check-loader.cjs) at dist/gg-check.cjs.
// First it joins the guest library (join-library.mjs), which the training run's checks then open.
// Run after `tsc -b`; the repository's build script does both.
import { rolldown } from "rolldown";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { joinGuestLibrary } from "./join-library.mjs";

try {
  joinGuestLibrary();
} catch (error) {
  // A check then opens the compiler's split library files, the same answers, only slower to start: say so, and do
  // not fail the build.
  process.stderr.write(`bundle.mjs: no joined guest library made: ${error instanceof Error ? error.message : String(error)}\n`);
}

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const bundle = await rolldown({
  input: `${dist}cli/main.js`,
  platform: "node",
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  logLevel: "warn",
  // A script has no `import.meta`: the loader passes the bundle's URL in its place (and the TypeScript 7 client's
  // search for its binary, which the checker never asks for, takes its `require` branch).
  transform: { define: { "import.meta.url": "__gg_import_meta_url", "import.meta.resolve": "undefined" } },
});
const { output } = await bundle.generate({
  format: "cjs",
  sourcemap: false,
  charset: "ascii",
  comments: false,
  minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
});
await bundle.close();
if (output.length !== 1 || output[0].type !== "chunk") throw new Error(`bundle.mjs: expected one chunk, got ${output.length} outputs`);
// ASCII alone (`charset`), so that the bin reads it as Latin-1 (the same text, with no UTF-8 to decode: ~8 ms of a
// cold start); without comments or whitespace (`comments`, `minify`: a tenth less to read and hash; nothing renamed).
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included, reads the same.
const nonAscii = /[^\x00-\x7f]/.exec(output[0].code);
if (nonAscii !== null) throw new Error(`bundle.mjs: the bundle holds a character outside ASCII (U+${nonAscii[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}) that charset "ascii" left: the bin reads it as Latin-1`);
// One function expression the loader compiles as a script and calls with what a CommonJS module gets, and the
// bundle's URL. Its last line names this build, so that a cache of another build is never used with it.
const stamp = `//# gg-build ${randomBytes(8).toString("hex")}`;
const code = output[0].code.replace(/^#!.*\n/, "");
const script = `(function (exports, require, module, __filename, __dirname, __gg_import_meta_url) {\n${code}\n})\n${stamp}`;

// Each file written beside and renamed into place: packing runs this (prepack) while tests may be running the bin,
// which must never read half a file (a bundle and a cache of two builds do not match, and the cache is then unused).
function put(name, content) {
  const partial = `${dist}${name}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, `${dist}${name}`);
}
rmSync(`${dist}gg-check-bundle.cache`, { force: true });
put("gg-check-bundle.cjs", script);
const loader = `${dist}gg-check.cjs.${process.pid}.partial`;
copyFileSync(fileURLToPath(new URL("gg-check-loader.cjs", import.meta.url)), loader);
renameSync(loader, `${dist}gg-check.cjs`);

// The training run: a TypeScript and a JavaScript program, one failing, so that the cache holds what a check of
// either compiles (the modules' top levels, the checker's passes, the formatting of a finding).
const work = mkdtempSync(join(tmpdir(), "gg-bundle-"));
try {
  writeFileSync(join(work, "a.ts"), 'import { files } from "gg";\nconst text: string = files.readFile("a.txt");\nconsole.log(text.length);\n');
  writeFileSync(join(work, "b.js"), 'import * as gg from "gg";\nconst n = gg.files.readFile("b.txt").length;\nundefinedName(n);\n');
  const cacheOut = join(work, "cache");
  const run = spawnSync(process.execPath, [`${dist}gg-check.cjs`, "a.ts", "b.js"], { cwd: work, encoding: "utf8", env: { ...process.env, GG_CHECK_CODE_CACHE_OUT: cacheOut } });
  let cache;
  try {
    cache = readFileSync(cacheOut);
  } catch {
    // The CLI runs without it, only slower to start: say so, and do not fail the build.
    process.stderr.write(`bundle.mjs: no code cache made (gg-check exited ${run.status}): ${(run.stderr ?? "").trim().slice(0, 300)}\n`);
  }
  if (cache !== undefined) put("gg-check-bundle.cache", Buffer.concat([Buffer.from(stamp, "latin1"), cache]));
} finally {
  rmSync(work, { recursive: true, force: true });
}
