// broken [GG1010]: an import declaration inside a function is a SyntaxError (imports stand only at a module's top level)
function readme() {
  import { files } from "gg";
  return files.readFile("README.md");
}
console.log(readme().length);
