// good: Object.assign(globalThis, {…}) defines the timer helpers the program then calls as globals
import { shell } from "gg";

Object.assign(globalThis, {
  setTimeout(fn) {
    fn();
    return 0;
  },
  clearTimeout() {},
});

const handle = setTimeout(() => console.log(shell.run("git status --short").stdout), 0);
clearTimeout(handle);
