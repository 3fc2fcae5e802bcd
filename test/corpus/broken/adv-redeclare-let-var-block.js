// broken [GG1010]: `let total` and `var total` in the same block: an early SyntaxError, the program never loads
import { files } from "gg";

if (files.glob("*.json").length >= 0) {
  let total = 0;
  for (const e of files.listDir(".")) total += e.size;
  var total;
  console.log(`total ${total}`);
}
