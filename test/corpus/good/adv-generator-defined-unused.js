// good: a generator meant for Node streams is declared but never called; its body reads `process`, which the guest lacks
import { files } from "gg";

function* stdinLines() {
  const chunks = process.stdin.read();
  for (const line of String(chunks).split("\n")) yield line;
}

function* fileLines(path) {
  yield* files.readFile(path).split("\n");
}

let n = 0;
for (const line of fileLines("NOTES.md")) if (line.trim()) n++;
console.log(`${n} non-empty lines`);
