// good: the method reads a global the guest lacks, but its only call is inside a try whose catch falls back
import { files } from "gg";

class Report {
  render(list) {
    return `${Deno.cwd()}: ${list.length} files`;
  }
}

const report = new Report();
const list = files.glob("**/*.md");
let line;
try {
  line = report.render(list);
} catch {
  line = `${list.length} files`;
}
console.log(line);
