// broken [TS2304]: a long audit script that calls the undefined helper `formatSize` (the helper it defines is `formatBytes`)
import { files, session } from "gg";

function formatBytes(n) {
  const units = ["B", "KB", "MB", "GB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${n.toFixed(i === 0 ? 0 : 1)} ${units[i]}`;
}

function walk(dir, out) {
  for (const entry of files.listDir(dir)) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.kind === "dir") walk(path, out);
    else out.push({ path, size: entry.size });
  }
  return out;
}

const all = walk(".", []);
const byDir = new Map();
for (const f of all) {
  const top = f.path.includes("/") ? f.path.split("/")[0] : ".";
  byDir.set(top, (byDir.get(top) || 0) + f.size);
}

const rows = [...byDir].sort((a, b) => b[1] - a[1]);
console.log("directory".padEnd(24) + "size");
for (const [dir, size] of rows) {
  console.log(dir.padEnd(24) + formatSize(size));
}
session.reportProgress(`${all.length} files in ${rows.length} top-level directories`);
