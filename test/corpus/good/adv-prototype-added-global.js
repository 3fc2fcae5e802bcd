// good: the program adds a method to Number.prototype first, so calling it on Infinity works
import { files } from "gg";

Number.prototype.describe = function () {
  return Number.isFinite(this.valueOf()) ? `${this}` : "unbounded";
};
console.log(Infinity.describe(), files.glob("*").length.describe());
