// broken [GG1010]: a rest parameter may not have a trailing comma after it (`...parts,`): an early SyntaxError
import { files } from "gg";

function joinPath(
  root,
  ...parts,
) {
  return [root, ...parts].join("/");
}

const p = joinPath("docs", "guide", "intro.md");
console.log(files.readFile(p).slice(0, 80));
