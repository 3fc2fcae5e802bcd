// good: a typed generator walks directories lazily and the consumer stops early with break
import { files } from "gg";

function* walk(dir: string): Generator<string> {
  for (const e of files.listDir(dir)) {
    const path = `${dir}/${e.name}`;
    if (e.kind === "dir") yield* walk(path);
    else yield path;
  }
}

let n = 0;
for (const path of walk("src")) {
  console.log(path);
  if (++n >= 20) break;
}
