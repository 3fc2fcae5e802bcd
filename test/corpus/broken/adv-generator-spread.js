// broken [TS2339]: the generator is spread into an array, which runs its body: files.walk is not an operation
import { files } from "gg";

function* walk(dir) {
  for (const entry of files.walk(dir)) {
    yield entry.path;
  }
}

const all = [...walk("src")];
console.log(`${all.length} paths`);
