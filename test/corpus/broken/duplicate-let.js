// broken [GG1010]: `total` is declared twice with let in the same scope, a syntax error
import { files } from "gg";

let total = 0;
for (const e of files.listDir(".")) {
  if (e.kind === "file") total += e.size;
}

let total = Math.round(total / 1024);
console.log(`${total} KiB in the top-level files`);
