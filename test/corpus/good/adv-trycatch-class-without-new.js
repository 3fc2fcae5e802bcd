// good: a class called without `new` throws a TypeError inside try; the catch constructs it properly
import { files } from "gg";

class Inventory {
  constructor(dir) {
    this.dir = dir;
    this.items = files.listDir(dir);
  }
  get count() {
    return this.items.length;
  }
}

let inv;
try {
  inv = Inventory("assets");
} catch (e) {
  console.log(`retrying with new: ${e.message}`);
  inv = new Inventory("assets");
}
console.log(`${inv.dir}: ${inv.count} items`);
