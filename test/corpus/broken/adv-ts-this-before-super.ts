// broken [TS17009]: `this` is used before super() in a derived constructor: tsc refuses it, and it is a ReferenceError when run
import { files } from "gg";

class Base {
  constructor(readonly dir: string) {}
}
class Listing extends Base {
  entries: files.DirEntry[];
  constructor(dir: string) {
    this.entries = files.listDir(dir);
    super(dir);
  }
}
console.log(new Listing("src").entries.length);
