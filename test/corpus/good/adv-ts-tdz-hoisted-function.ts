// good: a function declared at the bottom is called after the const it reads is initialised; function declarations hoist
import { files } from "gg";

const pattern = "**/*.md";
const found = collect();
console.log(`${found.length} files match ${pattern}`);

function collect(): string[] {
  return files.glob(pattern);
}
