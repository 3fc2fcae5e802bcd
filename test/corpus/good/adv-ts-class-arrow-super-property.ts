// good: an arrow function inside a method reads `super.describe()`, which TypeScript and JavaScript both allow
import { files } from "gg";

class Entry {
  constructor(readonly name: string) {}
  describe(): string {
    return this.name;
  }
}

class SizedEntry extends Entry {
  constructor(name: string, readonly size: number) {
    super(name);
  }
  override describe(): string {
    const base = () => super.describe();
    return `${base()} (${this.size} bytes)`;
  }
}

for (const e of files.listDir(".")) console.log(new SizedEntry(e.name, e.size).describe());
