// good: the class field reads a const that is declared before the first `new`, so it is initialised when the field runs
import { files } from "gg";

class Scanner {
  paths = files.glob(`${root}/**/*.js`);
}

const root = "src";
const scan = new Scanner();
console.log(scan.paths.length);
