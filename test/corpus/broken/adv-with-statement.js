// broken [GG1010]: a `with` statement is an early SyntaxError in strict (module) code
import { shell } from "gg";

const r = shell.run("git status --porcelain");
with (r) {
  console.log(`exit ${exitCode}, ${stdout.split("\n").length} lines`);
}
