// broken [GG1010]: two top-level function declarations named `render` in a module: module functions are lexical, so it is an early SyntaxError
import { files } from "gg";

function render(entries) {
  return entries.map((e) => e.name).join("\n");
}

const entries = files.listDir("src");
console.log(render(entries));

function render(entries) {
  return entries.map((e) => `${e.name}\t${e.size}`).join("\n");
}
