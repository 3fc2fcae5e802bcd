// broken [GG1009]: map over an array literal calls the callback at once, which reads `sep` before its const is declared
import { files } from "gg";

const labels = ["src", "test"].map((dir) => `${dir}${sep}${files.glob(`${dir}/*`).length}`);
const sep = ": ";
console.log(labels.join("\n"));
