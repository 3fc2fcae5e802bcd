// good: a class with #private fields, a static block and an iterator over collected paths
import { files } from "gg";

class PathSet implements Iterable<string> {
  static readonly ignored: ReadonlySet<string>;
  static {
    (PathSet as { ignored: ReadonlySet<string> }).ignored = new Set(["node_modules", "dist", ".git"]);
  }

  #paths = new Set<string>();
  #rejected = 0;

  add(path: string): void {
    if (path.split("/").some((seg) => PathSet.ignored.has(seg))) {
      this.#rejected++;
      return;
    }
    this.#paths.add(path);
  }

  get rejected(): number {
    return this.#rejected;
  }

  *[Symbol.iterator](): Iterator<string> {
    yield* [...this.#paths].sort();
  }
}

const set = new PathSet();
for (const p of files.glob("**/*.ts")) set.add(p);
let n = 0;
for (const p of set) {
  if (n++ < 20) console.log(p);
}
console.log(`${n} kept, ${set.rejected} ignored`);
