// broken [TS2532]: `this` is undefined at the top level of the guest's module, so `this.seen` throws a TypeError
import { files } from "gg";

this.seen = new Set();
for (const path of files.glob("docs/**/*.md")) {
  const title = files.readFile(path).split("\n")[0];
  if (!this.seen.has(title)) this.seen.add(title);
}
console.log(`${this.seen.size} distinct titles`);
