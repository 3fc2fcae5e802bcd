// good: `typeof Object.groupBy === "function"` guards the ES2024 call; the guest groups by hand
import { files } from "gg";

const entries = files.listDir(".");
const groups = typeof Object.groupBy === "function"
  ? Object.groupBy(entries, (e) => e.kind)
  : entries.reduce((acc, e) => ((acc[e.kind] ??= []).push(e), acc), {});
for (const kind of Object.keys(groups).sort()) {
  console.log(`${kind}: ${groups[kind].map((e) => e.name).join(", ")}`);
}
