// good: an ES2022 `#field in obj` brand check in a static method, with a private field set in the constructor
import { files } from "gg";

class Snapshot {
  #paths: string[];
  constructor(pattern: string) {
    this.#paths = files.glob(pattern);
  }
  static is(value: object): value is Snapshot {
    return #paths in value;
  }
  get count(): number {
    return this.#paths.length;
  }
}

const s: object = new Snapshot("src/**/*.ts");
console.log(Snapshot.is(s) ? `${s.count} sources` : "not a snapshot");
