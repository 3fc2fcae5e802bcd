// good: accessors with their own backing fields, a pair written through its setter, and a getter only read
import { files } from "gg";

class Notes {
  #text = "";
  constructor(path) {
    this.text = files.readFile(path);
  }
  get text() {
    return this.#text;
  }
  set text(value) {
    this.#text = value.trim();
  }
  get lines() {
    return this.#text.split("\n").length;
  }
}

const notes = new Notes("NOTES.md");
console.log(notes.text.length, notes.lines);
