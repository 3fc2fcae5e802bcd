// good: a method attached to a gg run result (r.ok = function) is defined before it is called
import { shell, session } from "gg";

function run(cmd) {
  const r = shell.run(cmd);
  r.ok = function () {
    return this.exitCode === 0;
  };
  return r;
}

const lint = run("npm run lint");
const test = run("npm test");
session.reportProgress(`lint ${lint.ok() ? "passed" : "failed"}, tests ${test.ok() ? "passed" : "failed"}`);
