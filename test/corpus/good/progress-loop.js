// good: formats every JSON file with two-space indentation, reporting progress every ten files
import { files, session } from "gg";

const paths = files.glob("config/**/*.json");
let rewritten = 0;
paths.forEach((path, i) => {
  const text = files.readFile(path);
  const pretty = JSON.stringify(JSON.parse(text), null, 2) + "\n";
  if (pretty !== text) {
    files.writeFile(path, pretty);
    rewritten++;
  }
  if ((i + 1) % 10 === 0) session.reportProgress(`${i + 1}/${paths.length} files`);
});
console.log(`${rewritten} of ${paths.length} files reformatted`);
