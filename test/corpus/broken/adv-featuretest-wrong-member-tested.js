// broken [TS2550]: the test checks Object.groupBy but the branch it guards calls Map.groupBy, also ES2024 and missing in the guest: a TypeError
import { files } from "gg";

const entries = files.listDir(".");
let groups;
if (typeof Object.groupBy !== "function") {
  groups = Map.groupBy(entries, (e) => e.kind);
} else {
  groups = new Map(Object.entries(Object.groupBy(entries, (e) => e.kind)));
}
for (const [kind, list] of groups) console.log(kind, list.length);
