// broken [GG1015]: the constructor writes `count`, which is a getter with no setter: strict code throws
import { files } from "gg";

class Inventory {
  constructor(pattern) {
    this.paths = files.glob(pattern);
    this.count = this.paths.length;
  }
  get count() {
    return this.paths.length;
  }
}

const inv = new Inventory("**/*.md");
console.log(`${inv.count} documents`);
