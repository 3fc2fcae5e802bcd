// good: a static factory method calls `new` for the caller, so `Report.from(...)` needs no new of its own
import { files, session } from "gg";

class Report {
  static from(title, paths) {
    return new Report(`# ${title}\n${paths.map((p) => `- ${p}`).join("\n")}`);
  }
  constructor(text) {
    this.text = text;
  }
}

session.reportProgress(Report.from("Sources", files.glob("src/**/*.js")).text);
