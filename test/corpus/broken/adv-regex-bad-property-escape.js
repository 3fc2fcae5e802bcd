// broken [GG1010]: `\p{Letters}` is not a Unicode property name, so the `u` pattern is an early SyntaxError
import { files } from "gg";

const word = /\p{Letters}+/gu;
const text = files.readFile("docs/intro.md");
console.log(`${(text.match(word) ?? []).length} words`);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
