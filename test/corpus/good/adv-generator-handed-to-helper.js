// good: the generator object goes to a helper that takes only its first value; its second step (a misspelt gg call) never runs
import { files } from "gg";

function* sources() {
  yield* files.glob("src/index.*").concat(["src/index.js"]);
  yield* files.globAll("src/**/*");
}

function firstOf(it) {
  return it.next().value;
}

console.log(firstOf(sources()));
