// broken [GG1012]: jobs are pushed onto a list frozen where it was made, which refuses every write
import { files } from "gg";

const QUEUE = Object.freeze([]);
function enqueue(path) {
  QUEUE.push({ path, size: files.stat(path)?.size ?? 0 });
}
for (const p of files.glob("uploads/*")) enqueue(p);
console.log(`${QUEUE.length} uploads queued`);
