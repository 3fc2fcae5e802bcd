// broken [GG1011]: formats directory sizes with Intl.NumberFormat, which the guest (ECMAScript 2023 without ECMA-402) lacks
import { files } from "gg";

const fmt = new Intl.NumberFormat("en-US");
const entries = files.listDir(".").filter((e) => e.kind === "file");
const total = entries.reduce((n, e) => n + e.size, 0);

for (const e of [...entries].sort((a, b) => b.size - a.size).slice(0, 10)) {
  const share = total ? ((100 * e.size) / total).toFixed(1) : "0.0";
  console.log(`${fmt.format(e.size).padStart(12)} B  ${share.padStart(5)}%  ${e.name}`);
}
console.log(`${fmt.format(total)} bytes in ${entries.length} files`);
