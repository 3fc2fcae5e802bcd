// broken [TS2591]: calls `require`, which does not exist in an ES module guest (and "fs" is not importable)
const fs = require("fs");
import { shell } from "gg";

const entries = fs.readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort();
console.log(`${entries.length} migrations`);
const last = entries[entries.length - 1];
if (last) {
  const r = shell.run(`psql -f migrations/${last}`);
  console.log(r.exitCode === 0 ? `applied ${last}` : r.stderr);
}
