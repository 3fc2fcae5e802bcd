// broken [GG1010]: `new.target` at the top level of a module, outside every function, is an early SyntaxError
import { files } from "gg";

const calledWithNew = new.target !== undefined;
const paths = files.glob("**/*.yml");
console.log(`${paths.length} YAML files (new: ${calledWithNew})`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
