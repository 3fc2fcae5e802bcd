// broken [GG1010]: `new.target` at the top level of a module, outside every function, is an early SyntaxError
import { files } from "gg";

const calledWithNew = new.target !== undefined;
const paths = files.glob("**/*.yml");
console.log(`${paths.length} YAML files (new: ${calledWithNew})`);
