// good: the program adds its own field (fullPath) to the gg DirEntry records it got back, then reads it
import { files } from "gg";

const dir = "packages";
const entries = files.listDir(dir);
for (const e of entries) {
  e.fullPath = `${dir}/${e.name}`;
}
const dirs = entries.filter((e) => e.kind === "dir");
for (const d of dirs) {
  console.log(d.fullPath);
}
console.log(entries.map((e) => e.fullPath.length).join(","));
