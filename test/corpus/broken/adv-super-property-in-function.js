// broken [GG1010]: `super.describe()` inside a plain function (not a method) is an early SyntaxError
import { files } from "gg";

function describe(entry) {
  const base = super.describe ? super.describe() : "";
  return `${base}${entry.name} (${entry.size})`;
}
for (const e of files.listDir(".")) console.log(describe(e));
