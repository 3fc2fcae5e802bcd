// good: forEach over an array literal calls the callback at once, but the let it reads is declared before
import { files } from "gg";

const prefix = "- ";
const lines = [];
["src", "test"].forEach((dir) => {
  lines.push(`${prefix}${dir}: ${files.glob(`${dir}/**/*`).length}`);
});
console.log(lines.join("\n"));
