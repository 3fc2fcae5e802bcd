// good: each reporter's `render` is its own class's; the TypeScript types say which object each name holds
import { files } from "gg";

class MarkdownReporter {
  render(rows: string[]): number {
    const text = rows.map((r) => `- ${r}`).join("\n");
    files.writeFile("reports/summary.md", `# Summary\n\n${text}\n`);
    return text.length;
  }
}
class CountingReporter {
  render(rows: string[]): number {
    return rows.length;
  }
}

let reporter = new MarkdownReporter();
const counter = new CountingReporter();
const rows: string[] = files.glob("src/**/*.js");
console.log(reporter.render(rows), counter.render(rows));
