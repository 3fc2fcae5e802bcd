// good: the polyfill is installed exactly when the global is absent, so the later call finds it
import { shell } from "gg";

if (typeof setTimeout === "undefined") {
  globalThis.setTimeout = (fn) => {
    fn();
    return 0;
  };
}
setTimeout(() => console.log(shell.run("git status --short").stdout), 0);
