// broken [TS2339]: a field added to a gg record by assignment is not part of its type: tsc refuses `e.fullPath`
import { files } from "gg";

const entries = files.listDir("packages");
for (const e of entries) {
  e.fullPath = `packages/${e.name}`;
}
console.log(entries.map((e) => e.fullPath).join("\n"));
