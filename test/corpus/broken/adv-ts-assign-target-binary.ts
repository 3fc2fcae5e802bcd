// broken [TS1005]: `total + 1 = …` is an invalid assignment target; tsc refuses it (and it is an early SyntaxError)
import { files } from "gg";

let total = 0;
for (const e of files.listDir("logs")) {
  total + 1 = total + e.size;
}
console.log(total);
