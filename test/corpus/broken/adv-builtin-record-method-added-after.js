// broken [TS2339]: `r.ok()` is called on the first run result before the helper that adds `ok` runs
import { shell } from "gg";

function withOk(r) {
  r.ok = () => r.exitCode === 0;
  return r;
}

const lint = shell.run("npm run lint");
console.log(`lint ${lint.ok() ? "passed" : "failed"}`);
const test = withOk(shell.run("npm test"));
console.log(`tests ${test.ok() ? "passed" : "failed"}`);
