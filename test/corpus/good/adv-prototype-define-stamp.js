// good: Object.defineProperty replaces the Intl-based stamp on the prototype before any report is made
import { files } from "gg";

class Report {
  constructor(title) {
    this.title = title;
    this.lines = [];
  }
  stamp() {
    return new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());
  }
  render() {
    return [`# ${this.title}`, this.stamp(), ...this.lines].join("\n");
  }
}

Object.defineProperty(Report.prototype, "stamp", {
  value() {
    return new Date().toISOString().slice(0, 10);
  },
});

const r = new Report("Files");
for (const e of files.listDir(".")) r.lines.push(`- ${e.name}`);
files.writeFile("FILES.md", r.render());
