// good: the helper returns the run result with `ok` added (its type says so), and `ok()` is called on what it returns
import { shell } from "gg";

function withOk<R extends { exitCode: number }>(r: R): R & { ok(): boolean } {
  return Object.assign(r, { ok: () => r.exitCode === 0 });
}

const lint = withOk(shell.run("npm run lint"));
console.log(`lint ${lint.ok() ? "passed" : "failed"}`);
