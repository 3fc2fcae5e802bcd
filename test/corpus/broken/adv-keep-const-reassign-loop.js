// broken [TS2588]: the loop adds to a `const` counter, a TypeError on the first file
import { files } from "gg";

const total = 0;
for (const e of files.listDir("dist")) {
  total += e.size;
}
console.log(`dist: ${total} bytes`);
