// good: `handlers?.[name](arg)` with handlers undefined skips the call and its argument (a missing global)
import { files } from "gg";

const handlers = undefined;
const name = "onScan";
handlers?.[name](performance.now());
console.log(`${files.glob("**/*").length} paths scanned`);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
