// good: a non-null assertion on stat for a path just globbed; the type-level `!` is erased
import { files } from "gg";

const paths = files.glob("dist/*.js");
const sizes = paths.map((p) => files.stat(p)?.size ?? 0);
const largest = paths.length > 0 ? paths[sizes.indexOf(Math.max(...sizes))]! : "(none)";
console.log(`largest bundle: ${largest}`);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
