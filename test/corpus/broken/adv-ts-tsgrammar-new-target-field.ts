// broken [TS17013]: tsc refuses `new.target` in a class field initialiser (JavaScript allows it there, as undefined)
import { files } from "gg";

class Scan {
  madeWithNew = new.target === undefined ? "field" : "ctor";
  paths = files.glob("src/**/*.ts");
}

const s = new Scan();
console.log(`${s.paths.length} paths (${s.madeWithNew})`);
