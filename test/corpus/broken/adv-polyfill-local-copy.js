// broken [TS2304]: the helper is assigned to a local object, not to globalThis, so the bare setTimeout call is still missing
import { shell } from "gg";

const timers = {};
Object.assign(timers, {
  setTimeout(fn) {
    fn();
    return 0;
  },
});

setTimeout(() => console.log(shell.run("git status --short").stdout), 0);
