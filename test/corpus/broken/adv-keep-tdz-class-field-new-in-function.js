// broken [GG1009]: a function called at the top makes the class, whose field reads `limit` before its let is declared
import { files } from "gg";

class Batch {
  items = files.glob("*").slice(0, limit);
}

function first() {
  return new Batch();
}

const batch = first();
let limit = 10;
console.log(batch.items.length);
