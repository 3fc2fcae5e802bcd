// broken [TS2339]: a method of a const object literal calls a misspelt sibling through `this`, which is that object
import { files } from "gg";

const report = {
  lines: [],
  add(line) { this.lines.push(line); },
  build() {
    for (const path of files.glob("*.md")) this.ad(`- ${path}`);
    return this.lines.join("\n");
  },
};
files.writeFile("report.md", report.build());
