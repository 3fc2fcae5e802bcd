// broken [TS2304]: the call passes no second argument, so the default parameter runs and reads performance, a missing global
import { shell } from "gg";

function timed(cmd, start = performance.now()) {
  const r = shell.run(cmd);
  return { exitCode: r.exitCode, startedAt: start };
}

console.log(timed("npm test"));
