// good: the loop breaks on the first value it looks at, so the generator's later step (a missing global) never runs
import { files } from "gg";

function* configPaths() {
  yield "config/app.json";
  yield `${Deno.cwd()}/config/local.json`;
}

let chosen = "";
for (const p of configPaths()) {
  if (p.length > 0) {
    chosen = p;
    break;
  }
}
console.log(chosen, files.glob(chosen).length);
