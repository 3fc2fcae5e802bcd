// broken [GG1013]: a method handed to map loses its object; in a module `this` is then undefined
import { files } from "gg";

class Summary {
  prefix = "- ";
  line(path: string): string {
    return this.prefix + path + " (" + files.readFile(path).length + " chars)";
  }
}

const summary = new Summary();
const lines = files.glob("*.md").map(summary.line);
console.log(lines.join("\n"));
