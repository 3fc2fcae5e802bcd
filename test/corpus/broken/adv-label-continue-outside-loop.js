// broken [GG1010]: `continue` inside a forEach callback is not inside any loop of its own function: an early SyntaxError
import { files } from "gg";

files.glob("src/**/*.js").forEach((p) => {
  if (p.includes(".min.")) continue;
  console.log(p);
});

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
