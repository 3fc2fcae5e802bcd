// broken [TS2339]: `report()` certainly runs, and calls `lint.ok()`, before the statement that calls the helper adding `ok`
import { shell } from "gg";

const lint = shell.run("npm run lint");

function report() {
  console.log(lint.ok() ? "passed" : "failed");
}

function withOk(r) {
  r.ok = () => r.exitCode === 0;
  return r;
}

report();
withOk(lint);
