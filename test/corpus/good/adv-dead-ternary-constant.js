// good: a constant-true ternary never evaluates its false arm, which calls a class without new
import { files } from "gg";

class Index {
  constructor(paths) {
    this.paths = new Set(paths);
  }
}
const USE_NEW = true;
const index = USE_NEW ? new Index(files.glob("**/*.md")) : Index(files.glob("**/*.md"));
console.log(`${index.paths.size} markdown files indexed`);
