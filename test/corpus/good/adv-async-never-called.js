// good: an async function written for Node is never called; its body reads globals the guest lacks
import { files } from "gg";

async function readWithNode(path) {
  const { readFile } = require("node:fs/promises");
  const text = await readFile(path, "utf8");
  return Buffer.from(text).toString("utf8");
}

const text = files.readFile("NOTICE");
console.log(text.split("\n").length, "lines");
