// broken [TS2588]: a destructuring assignment writes to `stdout`, declared const: a TypeError
import { shell } from "gg";

const { stdout, exitCode } = shell.run("git status --short");
if (exitCode !== 0 || stdout === "") {
  ({ stdout } = shell.run("git status"));
}
console.log(stdout);
