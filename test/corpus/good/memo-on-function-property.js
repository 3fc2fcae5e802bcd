// good: a memo kept as a property of the helper function, options set on a declared object, a flag on globalThis
import { files, session } from "gg";

function lineCount(path) {
  if (!lineCount.cache.has(path)) lineCount.cache.set(path, files.readFile(path).split("\n").length);
  return lineCount.cache.get(path);
}
lineCount.cache = new Map();

const options = {};
options.pattern = "src/**/*.js";
options.limit = 20;
globalThis.verbose = false;

const rows = [];
for (const path of files.glob(options.pattern).slice(0, options.limit)) {
  rows.push(`${path}: ${lineCount(path)} lines`);
  if (globalThis.verbose) console.log(path);
}
session.reportProgress(rows.join("\n") || "no files");
