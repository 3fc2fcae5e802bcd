// broken [TS2304]: the polyfill is installed only when globalThis.setTimeout is truthy (inverted), so the call finds nothing
import { shell } from "gg";

if (globalThis.setTimeout) {
  globalThis.setTimeout = (fn) => {
    fn();
    return 0;
  };
}
setTimeout(() => console.log(shell.run("pwd").stdout), 0);
