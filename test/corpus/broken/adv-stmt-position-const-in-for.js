// broken [GG1010]: `const` as the body of a for loop (no block) is a lexical declaration in statement position: an early SyntaxError
import { files } from "gg";

const paths = files.glob("src/**/*.js");
for (let i = 0; i < paths.length; i++) const size = files.readFile(paths[i]).length;
console.log(`${paths.length} files`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
