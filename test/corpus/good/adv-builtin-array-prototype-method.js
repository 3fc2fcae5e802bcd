// good: a helper method added to Array.prototype (sum) is called on gg results
import { files } from "gg";

Object.defineProperty(Array.prototype, "sum", {
  value(fn = (x) => x) {
    return this.reduce((acc, x) => acc + fn(x), 0);
  },
  configurable: true,
});

const entries = files.listDir("dist");
console.log(`dist: ${entries.length} entries, ${entries.sum((e) => e.size)} bytes`);
