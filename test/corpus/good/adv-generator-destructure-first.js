// good: array destructuring takes only the first value of the generator and closes it; the code after the first yield never runs
import { files } from "gg";

function* configCandidates() {
  yield "config/app.json";
  yield Deno.env.get("APP_CONFIG");
}

const [first] = configCandidates();
console.log(`${first}: ${files.readFile(first).length} chars`);
