// broken [GG1010]: the class `[z-a]` has its range out of order: an early SyntaxError
import { files } from "gg";

const lower = /^[z-a]+$/;
const names = files.listDir("src").map((e) => e.name);
console.log(names.filter((n) => lower.test(n)));

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
