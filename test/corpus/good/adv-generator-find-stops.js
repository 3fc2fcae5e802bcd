// good: the loop returns on the generator's first value, so its later step (a misspelt gg call) never runs
import { files } from "gg";

function* sources() {
  yield* files.glob("src/index.*").concat(["src/index.js"]);
  yield* files.globAll("src/**/*");
}

function firstSource() {
  for (const s of sources()) return s;
  return null;
}
console.log(firstSource());
