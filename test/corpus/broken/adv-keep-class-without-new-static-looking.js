// broken [TS2348]: `Report(...)` calls a class as a function, which always throws a TypeError, even though it looks like a factory
import { files, session } from "gg";

class Report {
  constructor(title, lines) {
    this.text = `# ${title}\n${lines.join("\n")}`;
  }
}

const lines = files.glob("src/**/*.js").map((p) => `- ${p}`);
const report = Report("Sources", lines);
session.reportProgress(report.text);
