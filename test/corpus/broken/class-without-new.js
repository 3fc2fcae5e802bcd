// broken [TS2348]: calls a class without new; a class constructor always throws a TypeError when called
class Report {
  constructor() {
    this.files = gg.files.glob("*.md");
  }
}
const r = Report();
console.log(r.files);
