// good: `maybeNode?.process.exit(1)`: the chain stops at the undefined object, so nothing is called
import { shell } from "gg";

const maybeNode = globalThis.global;
const r = shell.run("npm test");
if (r.exitCode !== 0) {
  console.log(r.stderr);
  maybeNode?.process.exit(1);
}
console.log("tests finished");
