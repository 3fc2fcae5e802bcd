// good: a callback that runs before the loop adds `ok` to each result, so `r.ok()` in the loop finds it
import { shell } from "gg";

const runs = ["npm run lint", "npm test"].map((cmd) => shell.run(cmd));
runs.forEach((r) => {
  r.ok = () => r.exitCode === 0;
});
for (const r of runs) console.log(r.ok() ? "ok" : "failed");
