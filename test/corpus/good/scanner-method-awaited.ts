// good: a class whose async method lists files by pattern, awaited before the list is filtered
import { files } from "gg";

class Scanner {
  constructor(private readonly root: string) {}

  async scan(pattern: string): Promise<string[]> {
    return files.glob(`${this.root}/${pattern}`);
  }
}

const scanner = new Scanner("src");
const found = await scanner.scan("**/*.test.ts");
console.log(`${found.filter((p) => !p.includes("fixtures")).length} test files`);
