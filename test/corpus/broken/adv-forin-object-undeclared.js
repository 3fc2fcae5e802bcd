// broken [TS2304]: a for-in over an object with a key assigns its undeclared loop variable: a ReferenceError in a module
import { files } from "gg";

const sizes = { docs: files.glob("docs/*").length };
for (key in sizes) {
  console.log(key);
}
