// broken [GG1010]: the import line binds files and a let declares it again in the same module: a SyntaxError, the program never loads
import { files } from "gg";

let files = files.listDir(".");
console.log(files.length);
