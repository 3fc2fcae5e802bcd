// good: a reduce whose seed is typed collects each file's extension; the result is a record of counts
import { files } from "gg";

const counts = files.glob("src/**/*").reduce<Record<string, number>>((acc, path) => {
  const ext = path.includes(".") ? path.slice(path.lastIndexOf(".")) : "(none)";
  acc[ext] = (acc[ext] ?? 0) + 1;
  return acc;
}, {});
for (const [ext, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`${ext.padEnd(8)} ${n}`);
