// broken [GG1010]: `delete (buffer)` is still the delete of an identifier in strict code: an early SyntaxError
import { shell } from "gg";

function run() {
  let buffer = shell.run("npm ls --depth=0").stdout;
  console.log(buffer.split("\n").length, "packages");
  delete (buffer);
}
run();
