// good: Object.groupBy (ES2024) is called in a try whose catch groups by hand; the guest lacks it and takes the catch
import { files } from "gg";

const entries = files.listDir("src");
let byKind;
try {
  byKind = Object.groupBy(entries, (e) => e.kind);
} catch {
  byKind = {};
  for (const e of entries) (byKind[e.kind] ??= []).push(e);
}
for (const [kind, list] of Object.entries(byKind)) {
  console.log(`${kind}: ${list.length}`);
}
