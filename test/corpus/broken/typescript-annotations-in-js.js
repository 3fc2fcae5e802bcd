// broken [GG1010]: TypeScript type annotations in a .js file are a syntax error in JavaScript
import { files } from "gg";

function lineCount(path: string): number {
  return files.readFile(path).split("\n").length;
}

console.log(lineCount("README.md"));
