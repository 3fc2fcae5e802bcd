// good: calls its own helpers with fewer arguments than parameters, relying on defaults inside
import { files } from "gg";

function preview(path, maxLines, marker) {
  const n = maxLines || 5;
  const m = marker || ">";
  return files.readFile(path).split("\n").slice(0, n).map((l) => `${m} ${l}`).join("\n");
}

console.log(preview("README.md"));
console.log(preview("CHANGELOG.md", 3));
