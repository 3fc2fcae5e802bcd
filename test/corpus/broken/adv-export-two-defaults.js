// broken [GG1010]: two `export default` declarations export the name "default" twice: an early SyntaxError
import { files } from "gg";

export default function main() {
  return files.glob("*").length;
}
console.log(main());
export default { name: "counter" };
