// good: finds files that import the same module twice, reading each file once
import { files } from "gg";

const importRe = /^import\s.+?\sfrom\s+["']([^"']+)["'];?$/gm;
const report = {};

for (const file of files.glob("src/**/*.js")) {
  const counts = {};
  for (const m of files.readFile(file).matchAll(importRe)) {
    counts[m[1]] = (counts[m[1]] || 0) + 1;
  }
  const dups = Object.keys(counts).filter((k) => counts[k] > 1);
  if (dups.length) report[file] = dups;
}

console.log(JSON.stringify(report, null, 2));
console.log(`${Object.keys(report).length} files with duplicate imports`);
