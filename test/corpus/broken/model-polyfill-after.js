// broken [TS2339]: Math.sumPrecise is added after the top-level line that calls it, which throws a TypeError first
import { files } from "gg";

const sizes = files.glob("*").map((p) => p.length);
console.log(Math.sumPrecise(sizes), "characters of names");

Math.sumPrecise = function (values) {
  return values.reduce((a, b) => a + b, 0);
};
