// good: a helper written for Node (require) is never called; the gg path is the one that runs
import { files } from "gg";

function readNode(path) {
  return require("node:fs").readFileSync(path, "utf8");
}

function readGg(path) {
  return files.readFile(path);
}

console.log(readGg("LICENSE").length, typeof readNode);
