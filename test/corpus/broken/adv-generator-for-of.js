// broken [TS2591]: the for-of drives the generator, whose first step reads `process`, a global the guest lacks
import { files } from "gg";

function* envFiles() {
  const root = process.cwd();
  for (const p of files.glob(".env*")) yield `${root}/${p}`;
}

for (const p of envFiles()) {
  console.log(p);
}
