// The import line buys the short names: `files.listDir`, `files.DirEntry`.
import { files, session } from "gg";

function describe(entry: files.DirEntry): string {
  const size = entry.kind === "file" ? ` (${entry.size} bytes)` : "";
  return `${entry.kind.padEnd(7)} ${entry.name}${size}`;
}

const entries = files.listDir(".");
const dirsFirst = [...entries].sort((a, b) =>
  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "dir" ? -1 : 1,
);

for (const entry of dirsFirst) {
  console.log(describe(entry));
}
session.reportProgress(`listed ${entries.length} entries`);
