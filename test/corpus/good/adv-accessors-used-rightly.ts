// good: accessors with their own backing fields, a pair written through its setter, and a getter only read
import { files } from "gg";

class Notes {
  #text = "";
  constructor(path: string) {
    this.text = files.readFile(path);
  }
  get text(): string {
    return this.#text;
  }
  set text(value: string) {
    this.#text = value.trim();
  }
  get lines(): number {
    return this.#text.split("\n").length;
  }
}

const notes = new Notes("NOTES.md");
console.log(notes.text.length, notes.lines);
