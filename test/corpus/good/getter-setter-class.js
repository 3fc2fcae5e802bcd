// good: a class with getters and a static factory wraps a markdown document read through gg
import { files } from "gg";

class Doc {
  static load(path) {
    return new Doc(path, files.readFile(path));
  }

  constructor(path, text) {
    this.path = path;
    this.text = text;
  }

  get headings() {
    return this.text.split("\n").filter((l) => /^#{1,6} /.test(l));
  }

  get words() {
    return (this.text.match(/\S+/g) || []).length;
  }

  toString() {
    return `${this.path}: ${this.headings.length} headings, ${this.words} words`;
  }
}

for (const path of files.glob("docs/*.md")) {
  console.log(String(Doc.load(path)));
}
