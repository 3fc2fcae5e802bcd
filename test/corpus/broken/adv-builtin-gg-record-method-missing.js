// broken [TS2339]: the run result is a plain record: `r.ok()` is called but no program line adds `ok`
import { shell, session } from "gg";

const lint = shell.run("npm run lint");
const test = shell.run("npm test");
session.reportProgress(`lint ${lint.ok() ? "passed" : "failed"}, tests ${test.ok() ? "passed" : "failed"}`);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
