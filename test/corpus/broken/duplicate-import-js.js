// broken [GG1010]: imports `files` from "gg" twice; a duplicate binding is a syntax error in a module
import { files } from "gg";
import { files, shell } from "gg";

console.log(files.glob("*").length, shell.run("pwd").stdout);
