// broken [TS2339]: a method of the class calls this.lode, a misspelling of its own load, which is undefined when it runs
import { files } from "gg";

class Loader {
  constructor(root) { this.root = root; }
  load(name) { return files.readFile(`${this.root}/${name}`); }
  loadAll(names) { return names.map((name) => this.lode(name)); }
}

const loader = new Loader("docs");
console.log(loader.loadAll(["a.md", "b.md"]).length);
