// broken [GG1010]: the regular expression literal names two groups `date` in one alternative: an early SyntaxError at every edition
import { files } from "gg";

const stamp = /(?<date>\d{4}-\d{2}-\d{2}) (?<date>\d{2}:\d{2})/;
for (const line of files.readFile("logs/app.log").split("\n")) {
  const m = stamp.exec(line);
  if (m) console.log(m.groups.date);
}
