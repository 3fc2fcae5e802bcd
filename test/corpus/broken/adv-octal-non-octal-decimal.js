// broken [GG1010]: `08` is a legacy non-octal decimal literal, an early SyntaxError in strict (module) code
import { files } from "gg";

const month = 08;
const logs = files.glob(`logs/2026-${String(month).padStart(2, "0")}-*.log`);
console.log(`${logs.length} August logs`);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
