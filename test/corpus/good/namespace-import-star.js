// good: uses `import * as gg from "gg"` and walks the tree breadth-first with a queue
import * as gg from "gg";

const queue = ["."];
const seen = new Set();
let files = 0, dirs = 0;

while (queue.length > 0) {
  const dir = queue.shift();
  if (seen.has(dir)) continue;
  seen.add(dir);
  for (const entry of gg.files.listDir(dir)) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const full = dir === "." ? entry.name : dir + "/" + entry.name;
    if (entry.kind === "dir") { dirs++; queue.push(full); }
    else files++;
  }
}
console.log(`${dirs} directories, ${files} files`);
