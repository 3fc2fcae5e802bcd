// broken [TS1121]: `0644` is a legacy octal literal, refused by tsc and an early SyntaxError in a module
import { shell } from "gg";

const mode = 0644;
console.log(shell.run(`chmod ${mode.toString(8)} README.md`).exitCode);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
