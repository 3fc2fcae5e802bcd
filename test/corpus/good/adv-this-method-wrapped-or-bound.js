// good: methods handed on with their object: an arrow, bind, a thisArg, and a helper that calls with call
import { files } from "gg";

class Summary {
  prefix = "- ";
  line(path) {
    return this.prefix + path;
  }
}

function each(list, fn, ctx) {
  return list.map((x) => fn.call(ctx, x));
}

const summary = new Summary();
const paths = files.glob("*.md");
console.log(paths.map((p) => summary.line(p)).join("\n"));
console.log(paths.map(summary.line.bind(summary)).join("\n"));
console.log(paths.map(summary.line, summary).join("\n"));
console.log(each(paths, summary.line, summary).join("\n"));
