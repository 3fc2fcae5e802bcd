// broken [GG1010]: `++count()` increments a call, an invalid update target: an early SyntaxError at ES2023 (V8 defers it to a ReferenceError when the line runs, as it does here)
import { files } from "gg";

let n = 0;
function count() {
  return n;
}

function scan() {
  for (const path of files.glob("src/**/*.js")) {
    const text = files.readFile(path);
    if (text.length > 0) ++count();
  }
}
scan();
console.log(`${n} non-empty files`);
