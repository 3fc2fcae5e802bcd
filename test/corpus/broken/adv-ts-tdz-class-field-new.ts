// broken [GG1009]: `new Scanner()` runs before `const root` is declared and its field initialiser reads it: a ReferenceError tsc does not report; broken by the checker's TDZ policy
import { files } from "gg";

class Scanner {
  paths: string[] = files.glob(`${root}/**/*.ts`);
}

const scan = new Scanner();
const root = "src";
console.log(scan.paths.length);
