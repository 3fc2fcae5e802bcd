// broken [TS2803]: private methods are not writable, so reset throws a TypeError when it runs
class Formatter {
  #format(line) {
    return line.trim();
  }
  reset() {
    this.#format = (line) => line;
  }
  apply(lines) {
    return lines.map((l) => this.#format(l));
  }
}

const f = new Formatter();
f.reset();
console.log(f.apply(gg.files.readFile("notes.md").split("\n")).length);
