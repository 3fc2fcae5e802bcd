// broken [GG1009]: forEach over a non-empty array literal calls the callback at once, which reads `prefix` before its let is declared
import { files } from "gg";

const lines = [];
["src", "test"].forEach((dir) => {
  lines.push(`${prefix}${dir}: ${files.glob(`${dir}/**/*`).length}`);
});
let prefix = "- ";
console.log(lines.join("\n"));
