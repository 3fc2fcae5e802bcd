// good: a WeakMap caches parsed records keyed by the entry objects themselves, which a weak collection holds
import { files } from "gg";

type Entry = ReturnType<typeof files.listDir>[number];
const parsed = new WeakMap<Entry, string[]>();
function linesOf(entry: Entry): string[] {
  let lines = parsed.get(entry);
  if (lines === undefined) {
    lines = files.readFile(`docs/${entry.name}`).split("\n");
    parsed.set(entry, lines);
  }
  return lines;
}

const docs = files.listDir("docs").filter((e) => e.name.endsWith(".md"));
const total = docs.reduce((n, e) => n + linesOf(e).length, 0);
console.log(`${docs.length} docs, ${total} lines`);
