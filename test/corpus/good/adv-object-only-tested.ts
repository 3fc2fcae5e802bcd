// good: an object with a toString that no code converts, only tested and compared
import { files } from "gg";

class Total {
  constructor(readonly bytes: number) {}
  toString(): string {
    return new Intl.NumberFormat("en").format(this.bytes);
  }
}
const total = new Total(files.listDir(".").length);
if (total && total !== null) console.log(total.bytes, Object.keys(total).length, Array.isArray(total));
