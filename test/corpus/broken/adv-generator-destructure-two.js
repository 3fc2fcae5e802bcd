// broken [TS2304]: destructuring two values runs the generator past its first yield, into a read of `Deno`
import { files } from "gg";

function* configCandidates() {
  yield "config/app.json";
  yield Deno.env.get("APP_CONFIG");
}

const [first, second] = configCandidates();
console.log(first, second, files.readFile(first).length);
