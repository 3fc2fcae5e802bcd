// broken [GG1010]: `x` is not a JavaScript regular expression flag (it is Perl's): an early SyntaxError
import { files } from "gg";

const semver = /^ (\d+) \. (\d+) \. (\d+) $/x;
const version = files.readFile("VERSION").trim();
console.log(semver.test(version) ? "valid" : "invalid");

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
