// good: the program defines globalThis.Iterator (missing before ES2025) with the one static it uses
import { files } from "gg";

globalThis.Iterator ??= class Iterator {
  static from(iterable) {
    return iterable[Symbol.iterator]();
  }
};

const it = Iterator.from(files.glob("docs/*.md"));
let first = it.next();
console.log(first.done ? "no docs" : `first doc: ${first.value}`);
