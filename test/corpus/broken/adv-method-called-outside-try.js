// broken [TS2304]: the method calls a helper nothing declares; one call is in a try, the other is not
import { files } from "gg";

class Report {
  render(list) {
    return formatList(list);
  }
}

const report = new Report();
const list = files.glob("**/*.md");
try {
  console.log(report.render(list));
} catch {
  console.log(list.length);
}
console.log(report.render(list));
