// good: nested and parameter destructuring of gg namespaces, with operations gg has
import * as sdk from "gg";

const { files: { readFile, glob: find } } = sdk;
function sizes({ stat } = sdk.files) {
  return find("**/*.md").map((p) => ({ p, size: stat(p).size }));
}
console.log(readFile("README.md").length, sizes());
