// good: `new.target` in a class field initialiser is legal (it is undefined there)
import { files } from "gg";

class Scan {
  madeWithNew = new.target === undefined ? "field" : "ctor";
  paths = files.glob("src/**/*.js");
}

const s = new Scan();
console.log(`${s.paths.length} paths (${s.madeWithNew})`);
