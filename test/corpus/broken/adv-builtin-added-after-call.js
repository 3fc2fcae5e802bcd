// broken [TS2339]: Array.prototype.sum is defined after the line that calls it, which throws a TypeError first
import { files } from "gg";

const entries = files.listDir("dist");
console.log(`dist: ${entries.length} entries, ${entries.map((e) => e.size).sum()} bytes`);

Array.prototype.sum = function () {
  return this.reduce((a, b) => a + b, 0);
};
