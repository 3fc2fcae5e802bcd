// broken [GG1021]: `scan` is an async method, so `found` is a promise, which has no `filter`
import { files } from "gg";

class Scanner {
  constructor(root) {
    this.root = root;
  }

  async scan(pattern) {
    return files.glob(`${this.root}/${pattern}`);
  }
}

const scanner = new Scanner("src");
const found = scanner.scan("**/*.test.js");
console.log(`${found.filter((p) => !p.includes("fixtures")).length} test files`);
