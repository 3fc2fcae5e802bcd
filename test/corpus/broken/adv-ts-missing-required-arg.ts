// broken [TS2554]: session.requestChanges needs its note; tsc refuses the call with none
import { files, session } from "gg";

const todos = files.grep("TODO");
if (todos.length > 0) session.requestChanges();
else session.approve("no TODOs left");

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
