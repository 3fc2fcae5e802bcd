// broken [GG1017]: the output path is read one past the end of a constant list, so it is undefined and the guest refuses the write's path
import { files } from "gg";

const ARGS = ["report-input.csv"];
const [input, output] = ARGS;
const rows = files.readFile(input).split("\n").filter(Boolean);
const summary = `${rows.length} rows, ${rows[0]?.split(",").length ?? 0} columns`;
files.writeFile(output, summary);
console.log(summary);
