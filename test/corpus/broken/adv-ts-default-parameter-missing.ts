// broken [TS2304]: the default parameter reads `performance`, which tsc does not know (no DOM library) and the guest lacks
import { shell } from "gg";

function timed(cmd: string, start: number = performance.now()): { exitCode: number; startedAt: number } {
  return { exitCode: shell.run(cmd).exitCode, startedAt: start };
}

console.log(timed("npm test"));
