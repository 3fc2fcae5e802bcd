// good: a tiny test helper expects its callback to throw; the callbacks read a missing global and call a missing gg member on purpose
import { files } from "gg";

const results = [];
function assertThrows(name, fn) {
  try {
    fn();
    results.push(`FAIL ${name}: did not throw`);
  } catch (e) {
    results.push(`ok   ${name}: ${e.constructor.name}`);
  }
}

assertThrows("no process in the guest", () => process.exit(1));
assertThrows("no readJson in this SDK", () => files.readJson("package.json"));
assertThrows("no require either", () => require("fs"));
console.log(results.join("\n"));
