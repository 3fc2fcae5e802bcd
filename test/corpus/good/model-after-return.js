// good: the code after an unconditional return in the function is dead
import { files } from "gg";

function count() {
  return files.glob("src/**/*.ts").length;
  console.log(require("node:os").cpus().length);
}

console.log(count(), "TypeScript files");
