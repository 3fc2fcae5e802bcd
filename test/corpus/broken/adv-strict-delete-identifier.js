// broken [GG1010]: `delete cache` deletes a plain identifier; in strict (module) code that is an early SyntaxError
import { files } from "gg";

let cache = new Map();
for (const p of files.glob("src/**/*.js")) cache.set(p, files.readFile(p).length);
console.log(`${cache.size} files cached`);
delete cache;

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
