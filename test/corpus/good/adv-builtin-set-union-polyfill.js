// good: Set.prototype.union (ES2025) is defined by the program when missing, then used
import { files } from "gg";

if (!Set.prototype.union) {
  Set.prototype.union = function (other) {
    const out = new Set(this);
    for (const x of other) out.add(x);
    return out;
  };
}

const a = new Set(files.glob("src/**/*.js"));
const b = new Set(files.glob("lib/**/*.js"));
console.log(`${a.union(b).size} distinct JS files`);
