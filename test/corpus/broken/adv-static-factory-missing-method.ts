// broken [TS2339]: the static factory returns a new instance of a class that has no `flatMap`
import { files } from "gg";

class Maybe<T> {
  constructor(readonly value: T | null) {}
  static of<T>(value: T): Maybe<T> {
    return new Maybe(value);
  }
  map<U>(f: (v: T) => U): Maybe<U> {
    return new Maybe(this.value == null ? null : f(this.value));
  }
}

const size = Maybe.of(files.readFile("README.md")).map((t) => t.length).flatMap((n: number) => Maybe.of(n * 2));
console.log(size);
