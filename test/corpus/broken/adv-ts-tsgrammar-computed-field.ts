// broken [TS1166]: a class field with a computed key from a call is refused by tsc (the key must be a literal or unique symbol)
import { files } from "gg";

let n = 0;
function key(): string {
  n += 1;
  return `slot${n}`;
}

class Slots {
  [key()] = files.glob("*.md");
}

console.log(Object.keys(new Slots()).join(", "));
