// broken [GG1011]: the constructor calls the Intl formatter before it replaces the field
import { files } from "gg";

class Table {
  format = (n) => new Intl.NumberFormat("en-US").format(n);
  constructor() {
    this.header = `total ${this.format(files.listDir(".").length)}`;
    this.format = (n) => String(n);
  }
}

console.log(new Table().header);
