// broken [GG1010]: a class method with duplicate parameter names is an early SyntaxError (class bodies are strict)
import { files } from "gg";

class Copier {
  copy(path, path) {
    files.writeFile(`${path}.bak`, files.readFile(path));
  }
}
new Copier().copy("README.md", "README.md");
console.log("backed up");
