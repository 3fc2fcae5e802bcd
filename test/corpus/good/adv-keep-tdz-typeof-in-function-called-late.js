// good: a callback registered before a class declaration runs only after it (called at the end), so it sees the class
import { files } from "gg";

const tasks = [];
tasks.push(() => new Summary(files.glob("src/**/*")).text());

class Summary {
  constructor(paths) {
    this.paths = paths;
  }
  text() {
    return `${this.paths.length} source files`;
  }
}

for (const t of tasks) console.log(t());
