// broken [GG1010]: an export declaration inside a block (not at the module's top level) is a SyntaxError
import { files } from "gg";

const paths = files.glob("src/**/*.js");
if (paths.length > 0) {
  export const first = paths[0];
}
console.log(paths.length);
