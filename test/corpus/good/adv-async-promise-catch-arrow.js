// good: a promise chain whose then-callback calls a class without new; the chain ends in .catch, so nothing goes unhandled
import { files } from "gg";

class Summary {
  constructor(paths) {
    this.paths = paths;
  }
}

Promise.resolve(files.glob("test/**/*.test.js"))
  .then((paths) => Summary(paths))
  .then((s) => console.log(`${s.paths.length} tests`))
  .catch((e) => console.log(`summary failed: ${e.message}`));
