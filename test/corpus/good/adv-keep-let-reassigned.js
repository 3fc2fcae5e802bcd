// good: the counter is a `let`, reassigned in the loop, which is what const would have refused
import { files } from "gg";

let total = 0;
let count = 0;
for (const e of files.listDir("dist")) {
  total += e.size;
  count++;
}
console.log(`dist: ${count} files, ${total} bytes`);
