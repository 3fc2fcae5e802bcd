// good: destructuring the first value of a typed generator closes it, so its second step never runs
import { files } from "gg";

function* candidates(): Generator<string> {
  yield "config/app.json";
  yield files.glob("config/*.json")[0] ?? "config/default.json";
}

const [first] = candidates();
console.log(`${first}: ${files.readFile(first ?? "config/app.json").length} chars`);
