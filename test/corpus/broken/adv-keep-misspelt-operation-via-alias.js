// broken [TS2551]: an alias of gg.files is used with a misspelt operation (listdir, not listDir): a TypeError
import { files } from "gg";

const fs = files;
const entries = fs.listdir("packages");
for (const e of entries) console.log(e.name);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
