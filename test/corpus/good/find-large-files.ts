// good: walks directories recursively with listDir and reports files above a size threshold
import { files } from "gg";

const LIMIT = 200 * 1024;
const big: { path: string; size: number }[] = [];

function walk(dir: string, depth: number): void {
  if (depth > 8) return;
  const entries: files.DirEntry[] = files.listDir(dir);
  for (const entry of entries) {
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.kind === "dir") {
      if (entry.name === "node_modules" || entry.name === ".git") continue;
      walk(path, depth + 1);
    } else if (entry.kind === "file" && entry.size > LIMIT) {
      big.push({ path, size: entry.size });
    }
  }
}

walk(".", 0);
big.sort((a, b) => b.size - a.size);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
if (big.length === 0) {
  console.log(`no files over ${kb(LIMIT)}`);
} else {
  for (const f of big) console.log(`${kb(f.size).padStart(12)}  ${f.path}`);
}
