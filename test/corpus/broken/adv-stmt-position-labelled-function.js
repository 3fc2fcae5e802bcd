// broken [GG1010]: a labelled function declaration is an early SyntaxError in strict (module) code
import { files } from "gg";

outer: function walk(dir) {
  for (const e of files.listDir(dir)) {
    if (e.kind === "dir") walk(`${dir}/${e.name}`);
    else console.log(`${dir}/${e.name}`);
  }
}
console.log("walker defined");
