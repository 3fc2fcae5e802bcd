// broken [GG1010]: the class `[z-a]` has its range out of order: an early SyntaxError
import { files } from "gg";

const lower = /^[z-a]+$/;
const names = files.listDir("src").map((e) => e.name);
console.log(names.filter((n) => lower.test(n)));
