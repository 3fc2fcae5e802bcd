// good: keeps the report directories no stale marker names, and writes the list
import { files } from "gg";

const DIRS: readonly string[] = ["reports", "cache", "logs"];
const stale = DIRS.filter((d) => d.startsWith("~") || d.endsWith(".old"));
const kept = DIRS.filter((d) => !stale.includes(d));
files.writeFile("kept.txt", kept.join("\n"));
console.log(`${stale.length} stale, ${kept.length} kept`);
