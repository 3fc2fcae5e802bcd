// broken [GG1010]: a class declaration as the body of an `if` without braces is an early SyntaxError
import { files } from "gg";

const hasTests = files.glob("test/**/*.js").length > 0;
if (hasTests) class TestPlan { constructor() { this.files = files.glob("test/**/*.js"); } }
console.log(hasTests ? "tests found" : "no tests");

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
