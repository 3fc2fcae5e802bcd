// good: Math.sumPrecise is added before the line that calls it
import { files } from "gg";

Math.sumPrecise ??= function (values) {
  return values.reduce((a, b) => a + b, 0);
};

const sizes = files.glob("*").map((p) => p.length);
console.log(Math.sumPrecise(sizes), "characters of names");
