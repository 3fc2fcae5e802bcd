// broken [GG1010]: two cases of one switch each declare `const line`; a switch has one block, so it is a redeclaration (early SyntaxError)
import { files } from "gg";

for (const e of files.listDir(".")) {
  switch (e.kind) {
    case "file":
      const line = `${e.name} ${e.size}`;
      console.log(line);
      break;
    case "dir":
      const line = `${e.name}/`;
      console.log(line);
      break;
  }
}
