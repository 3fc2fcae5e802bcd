// good: the inner block declares its own `let total`, so the assignment in it does not touch the outer const
import { files } from "gg";

const total = files.listDir(".").length;
{
  let total = 0;
  for (const e of files.listDir("src")) total += e.size;
  console.log(`src: ${total} bytes`);
}
console.log(`${total} top-level entries`);
