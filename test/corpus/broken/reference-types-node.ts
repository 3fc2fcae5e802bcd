// broken [GG1002]: `/// <reference types="node" />` cannot bring Node's types into the guest; `process.argv` does not exist there
/// <reference types="node" />
import { files } from "gg";

const target = process.argv[2] ?? ".";
console.log(files.listDir(target).length);
