// broken [TS2304]: the field is undefined, so `??=` evaluates its right side and reads localStorage, which the guest lacks
import { shell } from "gg";

const settings = {};
settings.branch ??= localStorage.getItem("branch");
console.log(shell.run(`git log --oneline ${settings.branch} -3`).stdout);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
