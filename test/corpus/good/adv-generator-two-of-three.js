// good: destructuring takes two values and closes the generator; its third step (a missing global) never runs
import { files } from "gg";

function* candidates() {
  yield "README.md";
  yield "docs/index.md";
  yield Deno.cwd() + "/README.md";
}

const [first, second] = candidates();
console.log(files.glob(first).length + files.glob(second).length);
