// broken [GG1009]: forEach over an array literal calls the callback at once, which reads `prefix` before its let is declared: a ReferenceError tsc does not report
import { files } from "gg";

const lines: string[] = [];
["src", "test"].forEach((dir) => {
  lines.push(`${prefix}${dir}: ${files.glob(`${dir}/**/*`).length}`);
});
let prefix = "- ";
console.log(lines.join("\n"));
