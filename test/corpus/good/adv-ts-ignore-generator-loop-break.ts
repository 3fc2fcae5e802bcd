// good: a @ts-ignore hides a missing global in the generator's second step; the loop breaks on the first value, so it never runs
import { files } from "gg";

function* candidates(): Generator<string> {
  yield "README.md";
  // @ts-ignore process is absent in the guest; the loop stops before this step
  yield `${process.cwd()}/README.md`;
}

for (const path of candidates()) {
  console.log(files.readFile(path).split("\n")[0]);
  break;
}
