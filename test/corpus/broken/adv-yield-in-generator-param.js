// broken [GG1010]: a `yield` expression in a generator's parameter default is an early SyntaxError
import { files } from "gg";

function* chunks(items, size = yield 10) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
for (const c of chunks(files.glob("**/*"))) console.log(c.length);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
