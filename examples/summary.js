// good JavaScript: loosely typed, runs fine. Summarise package.json files found in the workspace.
import { files } from "gg";

const rows = [];
for (const path of files.glob("**/package.json")) {
  if (path.includes("node_modules")) continue;
  const pkg = JSON.parse(files.readFile(path));
  rows.push({ path, name: pkg.name || "(unnamed)", deps: Object.keys(pkg.dependencies || {}).length });
}

rows.sort((a, b) => b.deps - a.deps);
for (const row of rows) {
  console.log(`${row.name.padEnd(30)} ${String(row.deps).padStart(3)} deps  ${row.path}`);
}
console.log(JSON.stringify({ packages: rows.length }));
