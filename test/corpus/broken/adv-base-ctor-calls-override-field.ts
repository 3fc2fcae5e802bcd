// broken [GG1014]: the base constructor calls setup(), whose override pushes to a field the subclass has not defined yet
import { files } from "gg";

class Scanner {
  constructor(readonly pattern: string) {
    this.setup();
  }
  setup(): void {}
}

class MarkdownScanner extends Scanner {
  found: string[] = [];
  override setup(): void {
    this.found.push(...files.glob(this.pattern));
  }
}

const scanner = new MarkdownScanner("*.md");
console.log(`${scanner.found.length} markdown files`);
