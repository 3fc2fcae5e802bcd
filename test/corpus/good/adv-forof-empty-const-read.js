// good: the const empty array is only iterated, spread and measured, never filled: the loop body never runs
import { files } from "gg";

const skipped = [];
for (const s of skipped) {
  require("node:fs").unlinkSync(s);
}
const all = [...files.glob("*.md"), ...skipped];
console.log(`${all.length} kept, ${skipped.length} skipped`);
