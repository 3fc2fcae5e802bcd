// broken [GG1010]: a function with duplicate parameter names is an early SyntaxError in strict (module) code
import { shell } from "gg";

function runBoth(cmd, opts, cmd) {
  return [shell.run(cmd, opts), shell.run(cmd, opts)];
}
const [a, b] = runBoth("npm test", { timeoutMs: 60000 }, "npm run lint");
console.log(a.exitCode, b.exitCode);
