// good: a test helper records the callback but never calls it; the missing global inside it never runs
import { files } from "gg";

const pending = [];
function later(name, fn) {
  pending.push(name);
  return fn === undefined;
}

later("cleanup", () => process.exit(0));
console.log(pending.join(","), files.glob("tmp/*").length);
