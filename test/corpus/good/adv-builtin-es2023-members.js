// good: ES2022 and ES2023 members the guest has (at, findLast, toSorted, toReversed, with, Object.hasOwn) are all fine
import { files } from "gg";

const entries = files.listDir(".");
const bySize = entries.toSorted((a, b) => b.size - a.size);
const largest = bySize.at(0);
const lastDir = entries.findLast((e) => e.kind === "dir");
const reversed = entries.toReversed().map((e) => e.name);
console.log(largest?.name, lastDir?.name, reversed.length);
if (entries.length > 0) {
  const renamed = entries.with(0, { ...entries[0], name: "first" });
  console.log(renamed[0].name, Object.hasOwn(entries[0], "size"));
}
