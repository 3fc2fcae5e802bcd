// good: a reporter whose constructor copies its options onto the instance, the options always giving the write method
import { files } from "gg";

class Reporter {
  constructor(options) {
    this.prefix = "report";
    Object.assign(this, options);
  }
  write(line) {
    process.stdout.write(line + "\n");
  }
  line(text) {
    this.write(`[${this.prefix}] ${text}`);
  }
}

const reporter = new Reporter({ prefix: "size", write: (line) => console.log(line) });
for (const entry of files.listDir(".")) reporter.line(`${entry.name}: ${entry.kind}`);
