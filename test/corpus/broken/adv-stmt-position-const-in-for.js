// broken [GG1010]: `const` as the body of a for loop (no block) is a lexical declaration in statement position: an early SyntaxError
import { files } from "gg";

const paths = files.glob("src/**/*.js");
for (let i = 0; i < paths.length; i++) const size = files.readFile(paths[i]).length;
console.log(`${paths.length} files`);
