// good: `&&=` on a falsy flag does not evaluate its right side, so the missing global `process` is never read
import { files } from "gg";

let verbose = false;
verbose &&= process.argv.includes("--verbose");

const entries = files.listDir("dist");
for (const e of entries) {
  if (verbose) console.log(e);
  else console.log(e.name);
}
