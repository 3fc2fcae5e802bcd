// good: the first `report()` may be skipped by `break check`, so `lint.ok()` may first run after the helper adds `ok`
import { shell } from "gg";

const lint = shell.run("npm run lint");
function report() {
  console.log(lint.ok() ? "passed" : "failed");
}
function withOk(r) {
  r.ok = () => r.exitCode === 0;
  return r;
}
check: {
  if (lint.exitCode !== 0) break check;
  report();
}
withOk(lint);
report();
