// broken [GG1010]: `yield` inside a plain function nested in a generator is not a yield: in strict code it is a reserved word, an early SyntaxError
import { files } from "gg";

function* lines(paths) {
  paths.forEach(function (p) {
    for (const line of files.readFile(p).split("\n")) yield line;
  });
}
let n = 0;
for (const _ of lines(files.glob("*.md"))) n++;
console.log(n);
