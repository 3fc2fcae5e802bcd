// broken [TS1117]: an object literal names `timeoutMs` twice; JavaScript keeps the last, but tsc refuses the duplicate
import { shell } from "gg";

const r = shell.run("npm test", {
  cwd: ".",
  timeoutMs: 60_000,
  timeoutMs: 120_000,
});
console.log(r.exitCode);
