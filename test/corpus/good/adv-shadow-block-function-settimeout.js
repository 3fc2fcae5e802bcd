// good: a block-level function named setTimeout (a synchronous stand-in) shadows the timer the guest lacks inside that block
import { shell } from "gg";

const commands = ["git fetch --quiet", "git status --short"];
{
  function setTimeout(fn, _ms) {
    // The guest has no timers: run the retry at once.
    return fn();
  }
  for (const cmd of commands) {
    let r = shell.run(cmd);
    if (r.exitCode !== 0) {
      r = setTimeout(() => shell.run(cmd), 1000);
    }
    console.log(`${cmd}: exit ${r.exitCode}`);
  }
}
