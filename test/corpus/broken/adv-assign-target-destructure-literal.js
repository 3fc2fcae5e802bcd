// broken [GG1010]: the destructuring pattern `[first, "second"] = …` holds a literal as a target: an early SyntaxError
import { shell } from "gg";

let first;
const out = shell.run("git log --format=%h -2").stdout.trim().split("\n");
[first, "second"] = out;
console.log(`latest commit ${first}`);
