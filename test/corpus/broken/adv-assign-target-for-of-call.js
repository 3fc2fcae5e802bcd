// broken [GG1010]: `for (getTarget() of …)` has a call as its loop target: an early SyntaxError at ES2023 (V8 defers it to a ReferenceError when the loop runs, as it does here)
import { files } from "gg";

const seen = { last: "" };
function getTarget() {
  return seen.last;
}
for (getTarget() of files.glob("*.lock")) console.log(seen.last);
console.log("lock files checked");
