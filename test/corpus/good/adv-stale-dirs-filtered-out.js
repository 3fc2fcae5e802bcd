// good: a cleanup step copied from a Node script, whose stale list no directory name passes
import { files } from "gg";

const DIRS = ["reports", "cache", "logs"];
const stale = DIRS.filter((d) => d.startsWith("~") || d.endsWith(".old"));
for (const dir of stale) require("fs").rmSync(dir, { recursive: true });
const kept = DIRS.filter(Boolean);
files.writeFile("kept.txt", kept.join("\n"));
console.log(`${stale.length} stale, ${kept.length} kept`);
