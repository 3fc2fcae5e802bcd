// broken [TS2591]: the Node-only helper looks unused but the last line calls it: `require` is missing in the guest
import { files } from "gg";

function readWithNode(path) {
  const fs = require("node:fs");
  return fs.readFileSync(path, "utf8");
}

const viaGg = files.readFile("LICENSE");
console.log(viaGg.split("\n")[0]);
console.log(readWithNode("LICENSE").length);
