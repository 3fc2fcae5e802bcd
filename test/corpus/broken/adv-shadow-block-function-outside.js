// broken [TS2304]: the block function setTimeout is scoped to its block in module code; the call after the block reads a global the guest lacks
import { shell } from "gg";

{
  function setTimeout(fn) {
    return fn();
  }
  setTimeout(() => console.log("first pass"));
}

const r = shell.run("npm test");
if (r.exitCode !== 0) {
  console.log("tests failed, retrying once");
}
setTimeout(() => console.log(shell.run("npm test").exitCode), 500);
