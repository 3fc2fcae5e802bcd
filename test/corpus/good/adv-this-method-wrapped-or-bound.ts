// good: methods handed on with their object: an arrow, bind, and a thisArg
import { files } from "gg";

class Summary {
  prefix = "- ";
  line(path: string): string {
    return this.prefix + path;
  }
}

const summary = new Summary();
const paths = files.glob("*.md");
console.log(paths.map((p) => summary.line(p)).join("\n"));
console.log(paths.map(summary.line.bind(summary)).join("\n"));
console.log(paths.map(summary.line, summary).join("\n"));
