// broken [TS2339]: the static factory returns a new instance of a class that has no `flatMap`
import { files } from "gg";

class Maybe {
  constructor(value) {
    this.value = value;
  }
  static of(value) {
    return new Maybe(value);
  }
  map(f) {
    return new Maybe(this.value == null ? null : f(this.value));
  }
}

const size = Maybe.of(files.readFile("README.md")).map((t) => t.length).flatMap((n) => Maybe.of(n * 2));
console.log(size);
