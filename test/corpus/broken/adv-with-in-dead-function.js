// broken [GG1010]: a `with` statement in a function never called still fails the whole module: an early SyntaxError
import { files } from "gg";

function legacy(entry) {
  with (entry) return `${name}: ${size}`;
}
console.log(files.listDir(".").map((e) => `${e.name}: ${e.size}`).join("\n"));
