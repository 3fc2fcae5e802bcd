// broken [TS2449]: constructs a class at the top level before its declaration runs; a ReferenceError
export {};
const report = new Report();
class Report {
  files = gg.files.glob("*.md");
}
console.log(report.files);
