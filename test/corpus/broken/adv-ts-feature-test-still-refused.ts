// broken [TS2550]: a feature test does not change the ES2023 library: tsc refuses Object.groupBy behind `if (Object.groupBy)` too
import { files } from "gg";

const entries = files.listDir(".");
if (Object.groupBy) {
  const byKind = Object.groupBy(entries, (e) => e.kind);
  console.log(Object.keys(byKind));
} else {
  console.log(entries.length, "entries");
}
