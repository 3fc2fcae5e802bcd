// good: a verbose flag that only a helper nothing calls turns on, so the Node-only debug line never runs
import { files } from "gg";

let verbose = false;
function enableVerbose() {
  verbose = true;
}
const entries = files.listDir(".");
if (verbose) process.stdout.write(`${entries.length} entries\n`);
console.log(entries.map((e) => e.name).join(", "));
