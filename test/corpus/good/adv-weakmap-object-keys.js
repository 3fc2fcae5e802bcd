// good: a WeakMap caches parsed records keyed by the entry objects themselves, which a weak collection holds
import { files } from "gg";

const parsed = new WeakMap();
function linesOf(entry) {
  if (!parsed.has(entry)) parsed.set(entry, files.readFile(`docs/${entry.name}`).split("\n"));
  return parsed.get(entry);
}

const docs = files.listDir("docs").filter((e) => e.name.endsWith(".md"));
const total = docs.reduce((n, e) => n + linesOf(e).length, 0);
console.log(`${docs.length} docs, ${total} lines`);
