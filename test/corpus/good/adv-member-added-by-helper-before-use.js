// good: the helper that adds `ok` to the run result is called before `lint.ok()`, so the call finds it
import { shell } from "gg";

function withOk(r) {
  r.ok = () => r.exitCode === 0;
  return r;
}

const lint = withOk(shell.run("npm run lint"));
console.log(`lint ${lint.ok() ? "passed" : "failed"}`);
