// broken [TS2339]: a directory entry has `size`, not `sizeBytes`: the pattern gives undefined, and `toLocaleString` of it throws at the first entry
import { files } from "gg";

const rows = [];
for (const { name, kind, sizeBytes } of files.listDir("dist")) {
  if (kind !== "file") continue;
  rows.push(`${name.padEnd(32)} ${sizeBytes.toLocaleString("en-US")} bytes`);
}
files.writeFile("reports/dist-sizes.txt", rows.join("\n") + "\n");
console.log(`${rows.length} files listed`);
