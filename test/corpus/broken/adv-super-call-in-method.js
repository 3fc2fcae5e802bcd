// broken [GG1010]: `super()` in a method (not the constructor) of a derived class is an early SyntaxError
import { files } from "gg";

class Base {
  constructor(dir) {
    this.dir = dir;
  }
}
class Listing extends Base {
  refresh() {
    super(this.dir);
    this.entries = files.listDir(this.dir);
  }
}
const l = new Listing("src");
console.log(l.dir);
