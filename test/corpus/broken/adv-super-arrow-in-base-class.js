// broken [GG1010]: `() => super()` in the constructor of a class that extends nothing: super calls need a derived constructor, an early SyntaxError
import { files } from "gg";

class Scan {
  constructor(dir) {
    const init = () => super();
    this.dir = dir;
    this.paths = files.glob(`${dir}/**/*`);
  }
}
console.log(new Scan("src").paths.length);
