// good: a class field keyed by a `unique symbol` const is a computed key TypeScript accepts
import { files } from "gg";

const cacheKey: unique symbol = Symbol("cache");

class Index {
  [cacheKey] = new Map<string, number>();
  add(path: string): void {
    this[cacheKey].set(path, files.readFile(path).length);
  }
}

const idx = new Index();
for (const p of files.glob("docs/*.md")) idx.add(p);
console.log(idx[cacheKey].size, "docs indexed");
