// good: the consumer stops after the first value (break); the generator's code after its first yield never runs
import { files } from "gg";

function* candidates() {
  yield "README.md";
  yield Deno.cwd() + "/README.md";
}

for (const path of candidates()) {
  console.log(files.readFile(path).split("\n")[0]);
  break;
}
