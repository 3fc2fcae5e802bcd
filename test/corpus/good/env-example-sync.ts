// good: compares keys in .env.example with keys referenced in the source and reports drift
import { files } from "gg";

const example = files.readFile(".env.example");
const declared = new Set(
  example
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split("=")[0]!.trim()),
);

const used = new Set<string>();
for (const m of files.grep("process\\.env\\.([A-Z_][A-Z0-9_]*)", { glob: "src/**/*.{ts,js}" })) {
  for (const hit of m.text.matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) {
    if (hit[1]) used.add(hit[1]);
  }
}

const missing = [...used].filter((k) => !declared.has(k)).sort();
const unused = [...declared].filter((k) => !used.has(k)).sort();
console.log(`missing from .env.example: ${missing.join(", ") || "none"}`);
console.log(`declared but unused: ${unused.join(", ") || "none"}`);
