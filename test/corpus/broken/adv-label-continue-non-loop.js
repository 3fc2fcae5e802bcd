// broken [GG1010]: `continue block` targets a label on a block, not a loop: an early SyntaxError
import { files } from "gg";

block: {
  for (const p of files.glob("*.log")) {
    if (files.readFile(p).trim() === "") continue block;
    console.log(`${p} has content`);
  }
}
