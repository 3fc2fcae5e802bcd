// good: the same aliases as the misspelt programs, with names gg.files has
import * as g from "gg";
const f = gg.files;
const fs = g.files;
function list(ns = gg.files) {
  return ns.listDir(".");
}
console.log(f.readFile("a.txt").length, gg.files["glob"]("*.md"), fs.glob("*"), list().length);
