// good: a generator function's body calls a missing gg member, but the generator object is created and never iterated
import { files } from "gg";

function* walk(dir) {
  for (const entry of files.walk(dir)) {
    yield entry.path;
  }
}

const lazy = walk("src");
const flat = files.glob("src/**/*");
console.log(`${flat.length} paths (lazy walker ready: ${typeof lazy.next === "function"})`);
