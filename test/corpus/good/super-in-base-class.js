// good: super.toString() in a class that extends nothing reads Object.prototype's method: legal JavaScript
class Entry {
  constructor(name) { this.name = name; }
  describe() { return `${this.name} ${super.toString()}`; }
}
for (const e of gg.files.listDir(".")) console.log(new Entry(e.name).describe());
