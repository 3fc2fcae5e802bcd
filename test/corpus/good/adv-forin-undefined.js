// good: a for-in over undefined runs no iteration, so its undeclared loop variable is never assigned
import { files } from "gg";

const overrides = undefined;
for (key in overrides) {
  console.log(key);
}
console.log(files.glob("*.json").length);
