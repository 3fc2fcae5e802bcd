// broken [GG1016]: `firstLine` reads `result.output`, but a command's result has `stdout`; the call hands it `shell.run`'s result, so `.split` of undefined throws
import { shell } from "gg";

function firstLine(result) {
  return result.output.split("\n")[0].trim();
}

const branch = firstLine(shell.run("git branch --show-current"));
const head = firstLine(shell.run("git log -1 --oneline"));
console.log(`on ${branch}: ${head}`);
