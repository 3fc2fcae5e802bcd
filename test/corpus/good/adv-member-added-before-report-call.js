// good: the helper adding `ok` runs before `report()`, the only call of the function that calls `lint.ok()`
import { shell } from "gg";

const lint = shell.run("npm run lint");

function report() {
  console.log(lint.ok() ? "passed" : "failed");
}

function withOk(r) {
  r.ok = () => r.exitCode === 0;
  return r;
}

withOk(lint);
report();
