#!/usr/bin/env node
// The `gg-check` bin (copied to dist/gg-check.mjs by scripts/bundle.mjs): runs the bundled CLI (gg-check-bundle.cjs)
// with V8's code cache of it (gg-check-bundle.cache), both made at build. With the cache, V8 neither compiles the
// bundle's functions nor their lazy bodies again (~35 ms of CPU of a cold check, on Node 20, which has no module
// compile cache of its own). A cache of another build, or one V8 refuses (another Node), is not used: the bundle
// is then compiled as any script is, with the same behaviour.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Script } from "node:vm";

const bundle = fileURLToPath(new URL("gg-check-bundle.cjs", import.meta.url));
const source = readFileSync(bundle, "utf8");
// The bundle's last line names its build; the cache starts with the same line.
const stamp = source.slice(source.lastIndexOf("\n//# gg-build ") + 1);
let cachedData;
try {
  const cache = readFileSync(fileURLToPath(new URL("gg-check-bundle.cache", import.meta.url)));
  const head = Buffer.byteLength(stamp);
  if (cache.length > head && cache.toString("latin1", 0, head) === stamp) cachedData = cache.subarray(head);
} catch {
  // No cache: the bundle is compiled as it runs.
}
const script = new Script(source, { filename: bundle, ...(cachedData === undefined ? {} : { cachedData }) });
// The build's training run asks for the cache of what it compiled (bundle.mjs), written at exit.
const cacheOut = process.env.GG_CHECK_CODE_CACHE_OUT;
if (cacheOut !== undefined && cacheOut !== "") process.once("exit", () => writeFileSync(cacheOut, script.createCachedData()));
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle), pathToFileURL(bundle).href);
