// broken [TS2339]: Infinity.describe() is called before the line that adds describe to Number.prototype
import { files } from "gg";

console.log(Infinity.describe(), files.glob("*").length);
Number.prototype.describe = function () {
  return `${this}`;
};
