// broken [GG1010]: an arrow function with two parameters of one name (`(acc, acc)`) is an early SyntaxError in every mode
import { files } from "gg";

const sizes = files.listDir("dist").map((e) => e.size);
const total = sizes.reduce((acc, acc) => acc + acc, 0);
console.log(`dist: ${total} bytes`);
