// broken [TS2339]: `lint.ok()` is called on the plain run result before any helper adds `ok`: the result's type has no such member
import { shell } from "gg";

function withOk<R extends { exitCode: number }>(r: R): R & { ok(): boolean } {
  return Object.assign(r, { ok: () => r.exitCode === 0 });
}

const lint = shell.run("npm run lint");
console.log(`lint ${lint.ok() ? "passed" : "failed"}`);
const test = withOk(shell.run("npm test"));
console.log(`tests ${test.ok() ? "passed" : "failed"}`);
