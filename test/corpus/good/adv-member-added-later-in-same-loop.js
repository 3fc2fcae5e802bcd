// good: the loop adds `ok` on its first turn before the call on its second turn, so the call is not certain to fail
import { shell } from "gg";

const results = [];
for (const cmd of ["true", "true"]) {
  const r = shell.run(cmd);
  if (results.length > 0) console.log(results[0].ok() ? "ok" : "failed");
  r.ok = () => r.exitCode === 0;
  results.push(r);
}
