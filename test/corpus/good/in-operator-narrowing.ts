// good: narrows parsed JSON with `in` and Array.isArray before reading workspace globs
import { files } from "gg";

const data: unknown = JSON.parse(files.readFile("package.json"));
let patterns: string[] = [];
if (typeof data === "object" && data !== null && "workspaces" in data) {
  const ws = data.workspaces;
  if (Array.isArray(ws)) patterns = ws.filter((w): w is string => typeof w === "string");
  else if (typeof ws === "object" && ws !== null && "packages" in ws && Array.isArray(ws.packages)) {
    patterns = ws.packages.filter((w: unknown): w is string => typeof w === "string");
  }
}
const dirs = patterns.flatMap((p) => files.glob(`${p}/package.json`));
console.log(`${patterns.length} workspace patterns, ${dirs.length} packages`);
