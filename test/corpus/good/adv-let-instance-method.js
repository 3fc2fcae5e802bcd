// good: `reporter` is a `let` never written again holding a `MarkdownReporter`, so its `render` is that class's, not the draft class's that calls a misspelt operation
import { files } from "gg";

class DraftReporter {
  render(rows) {
    return files.writeMarkdown("reports/draft.md", rows);
  }
}
class MarkdownReporter {
  render(rows) {
    const text = rows.map((r) => `- ${r}`).join("\n");
    files.writeFile("reports/summary.md", `# Summary\n\n${text}\n`);
    return text.length;
  }
}

const drafts = [new DraftReporter()];
let reporter = new MarkdownReporter();
var Fallback = class {
  render(rows) {
    return rows.length;
  }
};
var fallback = new Fallback();
const rows = files.glob("src/**/*.js");
console.log(reporter.render(rows), fallback.render(rows), drafts.length);
