// good: compares exported names of index.ts with names documented in the README using Set operations
import { files } from "gg";

const index = files.readFile("src/index.ts");
const exported = new Set<string>();
for (const m of index.matchAll(/export\s+(?:const|function|class|type|interface)\s+(\w+)/g)) {
  if (m[1]) exported.add(m[1]);
}
for (const m of index.matchAll(/export\s*\{([^}]+)\}/g)) {
  for (const name of (m[1] ?? "").split(",")) {
    const clean = name.replace(/\s+as\s+\w+/, "").replace(/^type\s+/, "").trim();
    if (clean) exported.add(clean);
  }
}

const readme = files.readFile("README.md");
const documented = new Set([...readme.matchAll(/`(\w+)\(/g)].map((m) => m[1] ?? ""));

const undocumented = [...exported].filter((n) => !documented.has(n));
const stale = [...documented].filter((n) => n && !exported.has(n));
console.log(`exported ${exported.size}, documented ${documented.size}`);
console.log(`undocumented: ${undocumented.join(", ") || "none"}`);
console.log(`documented but not exported: ${stale.join(", ") || "none"}`);
