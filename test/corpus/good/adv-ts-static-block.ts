// good: a class static block (ES2022) initialises a static field from gg when the class is defined
import { files } from "gg";

class Docs {
  static readonly paths: string[];
  static {
    (Docs as { paths: string[] }).paths = files.glob("docs/**/*.md");
  }
  static count(): number {
    return Docs.paths.length;
  }
}

console.log(`${Docs.count()} doc pages`);
