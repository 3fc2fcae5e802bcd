// broken [TS2304]: a helper called at the top level reads `performance`, which the guest lacks (no timers, no web globals)
import { shell } from "gg";

function timed(label, fn) {
  const start = performance.now();
  const out = fn();
  console.log(`${label}: ${(performance.now() - start).toFixed(1)} ms`);
  return out;
}

const r = timed("tests", () => shell.run("npm test"));
console.log(r.exitCode);
