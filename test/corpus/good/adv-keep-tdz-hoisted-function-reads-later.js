// good: a function declared at the bottom reads a let above its call; function declarations hoist, the let is initialised first
import { files } from "gg";

let pattern = "**/*.md";
const found = collect();
console.log(`${found.length} files match ${pattern}`);

function collect() {
  return files.glob(pattern);
}
