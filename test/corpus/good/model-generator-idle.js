// good: a generator reading a missing global is created but never iterated, so its body never runs
import { files } from "gg";

function* env() {
  yield process.env.HOME;
}

const lazy = env();
console.log(files.glob("*").length, typeof lazy);
