#!/usr/bin/env node
// The `gg-check` bin (copied to dist/gg-check.cjs by scripts/bundle.mjs): runs the bundled CLI (gg-check-bundle.cjs)
// with V8's code cache of it (gg-check-bundle.cache), both made at build. With the cache, V8 neither compiles the
// bundle's functions nor their lazy bodies again (~35 ms of CPU of a cold check, on Node 20, which has no module
// compile cache of its own). A cache of another build, or one V8 refuses (another Node), is not used: the bundle
// is then compiled as any script is, with the same behaviour.
// CommonJS, not an ES module: Node starts a CommonJS entry without its ES module loader (~10 ms of a cold check).
"use strict";
const { readFileSync, writeFileSync } = require("node:fs");
const { createRequire } = require("node:module");
const { join } = require("node:path");
const { pathToFileURL } = require("node:url");
const { Script } = require("node:vm");

const bundle = join(__dirname, "gg-check-bundle.cjs");
// The build makes the bundle ASCII alone (bundle.mjs): read as Latin-1, the same text, without decoding UTF-8.
const source = readFileSync(bundle, "latin1");
// The bundle's last line names its build; the cache starts with the same line.
const stamp = source.slice(source.lastIndexOf("\n//# gg-build ") + 1);
let cachedData;
try {
  const cache = readFileSync(join(__dirname, "gg-check-bundle.cache"));
  const head = Buffer.byteLength(stamp);
  if (cache.length > head && cache.toString("latin1", 0, head) === stamp) cachedData = cache.subarray(head);
} catch {
  // No cache: the bundle is compiled as it runs.
}
const script = new Script(source, { filename: bundle, ...(cachedData === undefined ? {} : { cachedData }) });
// The build's training run asks for the cache of what it compiled (bundle.mjs), written at exit.
const cacheOut = process.env.GG_CHECK_CODE_CACHE_OUT;
if (cacheOut !== undefined && cacheOut !== "") process.once("exit", () => writeFileSync(cacheOut, script.createCachedData()));
const bundled = { exports: {} };
script.runInThisContext()(bundled.exports, createRequire(bundle), bundled, bundle, __dirname, pathToFileURL(bundle).href);
