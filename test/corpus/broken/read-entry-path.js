// broken [TS2339]: a directory entry has a `name`, not a `path`; `files.readFile(entry.path)` hands the operation undefined for its text parameter
import { files } from "gg";

const TODO = /\b(TODO|FIXME)\b/;
const found = [];
for (const entry of files.listDir("src")) {
  const text = files.readFile(entry.path);
  text.split("\n").forEach((line, i) => {
    if (TODO.test(line)) found.push(`${entry.name}:${i + 1}: ${line.trim()}`);
  });
}
console.log(found.length === 0 ? "no TODOs" : found.join("\n"));
