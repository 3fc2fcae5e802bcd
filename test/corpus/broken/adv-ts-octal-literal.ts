// broken [TS1121]: `0644` is a legacy octal literal, refused by tsc and an early SyntaxError in a module
import { shell } from "gg";

const mode = 0644;
console.log(shell.run(`chmod ${mode.toString(8)} README.md`).exitCode);
