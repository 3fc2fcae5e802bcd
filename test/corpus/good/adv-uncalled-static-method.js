// good: a static method that calls a misspelt operation is never called; the instance method is
import { files } from "gg";

class Docs {
  static all() {
    return files.globAll("docs/**/*.md");
  }
  constructor(dir) {
    this.paths = files.glob(`${dir}/**/*.md`);
  }
}

console.log(new Docs("docs").paths.length, "doc pages");
