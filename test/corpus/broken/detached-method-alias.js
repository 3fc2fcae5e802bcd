// broken [GG1013]: the method is taken off the formatter into a const and called plainly, so `this` is undefined
import { files } from "gg";

const formatter = {
  indent: "  ",
  line(depth, text) {
    return `${this.indent.repeat(depth)}${text}`;
  },
};
const line = formatter.line;
const out = files.glob("src/**/*.js").map((p) => line(p.split("/").length - 1, p));
files.writeFile("tree.txt", out.join("\n"));
