// good: a base constructor's template method, overridden safely: fields of the base, a guard, and setup after super()
import { files } from "gg";

class Scanner {
  found = [];
  constructor(pattern) {
    this.pattern = pattern;
    this.setup();
  }
  setup() {}
}

class MarkdownScanner extends Scanner {
  setup() {
    this.found.push(...files.glob(this.pattern));
  }
}

class CountingScanner extends Scanner {
  counts;
  setup() {
    if (this.counts === undefined) return;
    this.counts.set(this.pattern, this.found.length);
  }
}

class LateScanner extends Scanner {
  #seen = new Set();
  constructor(pattern) {
    super(pattern);
    for (const f of this.found) this.#seen.add(f);
  }
}

console.log(new MarkdownScanner("*.md").found.length, new CountingScanner("*.js").found.length, new LateScanner("*").found.length);
