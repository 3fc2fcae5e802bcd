// good: a closure created before a class declaration is only called after it, so the class is initialised
import { files } from "gg";

const tasks: Array<() => string> = [];
tasks.push(() => new Summary(files.glob("src/**/*")).text());

class Summary {
  constructor(private readonly paths: string[]) {}
  text(): string {
    return `${this.paths.length} source files`;
  }
}

for (const t of tasks) console.log(t());
