// broken [GG1006]: duplicate group names in different alternatives are ECMAScript 2025 syntax; at ES2023 the literal is an error and the program never loads
import { files } from "gg";

const date = /(?<year>\d{4})-\d{2}|\d{2}\/(?<year>\d{4})/;
for (const line of files.readFile("dates.txt").split("\n")) {
  const m = date.exec(line);
  if (m) console.log(m.groups.year);
}
