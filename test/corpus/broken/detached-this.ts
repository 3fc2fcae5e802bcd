// broken [TS2684]: the method is taken off the formatter and called plainly, so its this has the wrong type
class Formatter {
  indent = "  ";
  line(depth: number, text: string): string {
    return `${this.indent.repeat(depth)}${text}`;
  }
}
const f = new Formatter();
const line: (this: Formatter, depth: number, text: string) => string = f.line;
const out = gg.files.glob("src/**/*.ts").map((p) => line(p.split("/").length - 1, p));
gg.files.writeFile("tree.txt", out.join("\n"));
