// broken [TS1117]: an object literal with two __proto__ properties: tsc refuses the duplicate, and JavaScript refuses it early
import { shell } from "gg";

const base = { cwd: "." };
const options = {
  __proto__: base,
  timeoutMs: 1000,
  __proto__: null,
};
console.log(shell.run("npm test", options as shell.RunOptions).exitCode);
