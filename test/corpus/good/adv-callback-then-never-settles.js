// good: a then-callback on a promise that never settles never runs, so its call of a class without new never happens
import { files } from "gg";

class Summary {
  constructor(paths) {
    this.paths = paths;
  }
}

const pending = new Promise(() => {});
pending.then(() => Summary(files.glob("**/*")));
console.log(`${files.glob("**/*").length} paths now`);
