// good: deletes stale .tsbuildinfo and .map files, keeping a count per kind
import { files } from "gg";

const patterns = ["**/*.tsbuildinfo", "dist/**/*.map"];
const deleted: Record<string, number> = {};

for (const pattern of patterns) {
  const matches = files.glob(pattern).filter((p) => !p.includes("node_modules"));
  for (const path of matches) {
    files.deleteFile(path);
  }
  deleted[pattern] = matches.length;
}
console.log(Object.entries(deleted).map(([p, n]) => `${p}: ${n}`).join("\n"));
