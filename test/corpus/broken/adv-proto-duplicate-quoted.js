// broken [GG1010]: `__proto__` and `"__proto__"` are the same property name for this rule: two in one literal are an early SyntaxError
import { shell } from "gg";

const base = { cwd: "." };
const runOptions = {
  __proto__: base,
  timeoutMs: 60_000,
  "__proto__": null,
};
console.log(shell.run("npm test", runOptions).exitCode);
