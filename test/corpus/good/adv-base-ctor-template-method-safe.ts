// good: a base constructor's template method whose override uses only what the base sets, and setup after super()
import { files } from "gg";

class Scanner {
  found: string[] = [];
  constructor(readonly pattern: string) {
    this.setup();
  }
  setup(): void {}
}

class MarkdownScanner extends Scanner {
  override setup(): void {
    this.found.push(...files.glob(this.pattern));
  }
}

class LateScanner extends Scanner {
  #seen = new Set<string>();
  constructor(pattern: string) {
    super(pattern);
    for (const f of this.found) this.#seen.add(f);
  }
  get seen(): number {
    return this.#seen.size;
  }
}

console.log(new MarkdownScanner("*.md").found.length, new LateScanner("*").seen);
