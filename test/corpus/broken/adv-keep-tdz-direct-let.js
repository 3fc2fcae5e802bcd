// broken [TS2448]: `limit` is read on the line above its `let` declaration: a ReferenceError (temporal dead zone)
import { programs } from "gg";

const recent = programs.history(limit);
let limit = 20;
for (const rec of recent) console.log(rec.id, rec.outcome);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
