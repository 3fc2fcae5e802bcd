// good: a Node-only helper is declared but never called; only the gg path runs
import { files } from "gg";

function readWithNode(path) {
  const fs = require("node:fs");
  return fs.readFileSync(path, "utf8");
}

function readWithGg(path) {
  return files.readFile(path);
}

const text = readWithGg("LICENSE");
const firstLine = text.split("\n")[0];
console.log(`license: ${firstLine}`);
