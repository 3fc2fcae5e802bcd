// broken [TS1102]: `delete cache` deletes a plain identifier, refused by tsc and an early SyntaxError in strict code
import { files } from "gg";

let cache: Map<string, number> | undefined = new Map();
for (const p of files.glob("src/**/*.ts")) cache.set(p, files.readFile(p).length);
console.log(`${cache.size} files cached`);
delete cache;

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
