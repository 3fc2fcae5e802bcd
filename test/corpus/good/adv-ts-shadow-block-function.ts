// good: a block-scoped function named setTimeout (a synchronous stand-in) shadows the missing timer inside its block
import { shell } from "gg";

{
  function setTimeout(fn: () => shell.RunResult, _ms: number): shell.RunResult {
    return fn();
  }
  for (const cmd of ["git fetch --quiet", "git status --short"]) {
    let r = shell.run(cmd);
    if (r.exitCode !== 0) r = setTimeout(() => shell.run(cmd), 1000);
    console.log(`${cmd}: exit ${r.exitCode}`);
  }
}
