// broken [GG1010]: `if (…) let note = …` puts a lexical declaration in statement position; in module (strict) code `let` is reserved, an early SyntaxError
import { files } from "gg";

const changelog = files.readFile("CHANGELOG.md");
if (changelog.includes("BREAKING")) let note = "major release";
console.log(changelog.split("\n").length, "lines");

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
