// broken [GG1010]: a function never called holds `this.count++ = 0`, an invalid assignment target; an early error fails the whole program even in dead code
import { shell } from "gg";

class Counter {
  constructor() {
    this.count = 0;
  }
  reset() {
    this.count++ = 0;
  }
}

const c = new Counter();
const r = shell.run("git rev-list --count HEAD");
c.count = Number(r.stdout.trim()) || 0;
console.log(`${c.count} commits`);
