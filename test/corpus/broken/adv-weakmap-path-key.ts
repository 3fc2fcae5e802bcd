// broken [TS2345]: a cache keyed by each entry's name is a WeakMap, whose keys must be objects: tsc refuses the string key
import { files } from "gg";

const sizes = new WeakMap();
for (const entry of files.listDir("assets")) {
  sizes.set(entry.name, entry.size);
}
console.log("cached sizes");
