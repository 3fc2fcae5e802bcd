// good: uses ES2022/2023 array and string methods (at, findLast, toSorted, toReversed, with) on grep results
import { files } from "gg";

const hits = files.grep("^export ", { glob: "src/**/*.ts" });
const last = hits.at(-1);
const lastDefault = hits.findLast((h) => h.text.startsWith("export default"));
const sortedPaths = hits.map((h) => h.path).toSorted();
const newestFirst = sortedPaths.toReversed();
const patched = newestFirst.with(0, "(first)");

console.log(`last export: ${last ? `${last.path}:${last.line}` : "none"}`);
console.log(`last default export: ${lastDefault?.path ?? "none"}`);
console.log(`${new Set(sortedPaths).size} files; ${patched.slice(0, 3).join(", ")}`);
