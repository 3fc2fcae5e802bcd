// broken [GG1010]: a `return` at the top level of a module is a syntax error
import { files } from "gg";

const list = files.glob("*.lock");
if (list.length === 0) {
  console.log("no lockfile");
  return;
}
console.log(list.join(", "));
