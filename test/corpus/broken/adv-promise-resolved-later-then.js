// broken [TS2348]: the executor resolves the promise later, from a reaction of its own, so the then-callback runs and calls a class without new
import { files } from "gg";

class Summary {
  constructor(paths) {
    this.paths = paths;
  }
}

const ready = new Promise((resolve) => {
  Promise.resolve().then(() => resolve(files.glob("**/*")));
});
ready.then((paths) => Summary(paths));
