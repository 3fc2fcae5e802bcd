// broken [GG1010]: a destructured parameter repeating a name (`{ name }, name`) is a duplicate parameter: an early SyntaxError
import { files } from "gg";

function label({ name, size }, name) {
  return `${name}: ${size}`;
}
for (const e of files.listDir(".")) console.log(label(e, e.name));
