// broken [GG1010]: `total + 1 = …` assigns to a binary expression, an invalid assignment target: an early SyntaxError, the program never loads
import { files } from "gg";

let total = 0;
for (const entry of files.listDir("logs")) {
  if (entry.kind !== "file") continue;
  total + 1 = total + entry.size;
}
console.log(`logs take ${total} bytes`);
