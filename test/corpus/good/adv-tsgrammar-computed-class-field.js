// good: a class field with a computed key from a function call (`[key()] = …`) is legal JavaScript
import { files } from "gg";

let n = 0;
function key() {
  n += 1;
  return `slot${n}`;
}

class Slots {
  [key()] = files.glob("*.md");
  [key()] = files.glob("*.json");
}

const s = new Slots();
console.log(Object.keys(s).join(", "), s.slot1.length, s.slot2.length);
