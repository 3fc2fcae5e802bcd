// broken [GG1009]: `new Scanner()` runs before `const root` is declared and the class field reads it: a ReferenceError
import { files } from "gg";

class Scanner {
  paths = files.glob(`${root}/**/*.js`);
}

const scan = new Scanner();
const root = "src";
console.log(scan.paths.length);
