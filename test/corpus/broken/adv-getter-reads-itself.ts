// broken [GG1015]: the getter returns its own member instead of the field behind it, and recurses until the stack overflows
import { files } from "gg";

class Notes {
  private readonly raw: string;
  constructor(path: string) {
    this.raw = files.readFile(path);
  }
  get text(): string {
    return this.text.trim();
  }
}

console.log(new Notes("NOTES.md").text.length);
