// broken [TS2304]: the polyfill is installed only when the global already exists (inverted test), so the call finds nothing
import { shell } from "gg";

if (typeof setTimeout === "function") {
  globalThis.setTimeout = (fn) => {
    fn();
    return 0;
  };
}
setTimeout(() => console.log(shell.run("git status --short").stdout), 0);
