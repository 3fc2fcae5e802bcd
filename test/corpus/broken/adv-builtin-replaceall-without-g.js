// broken [GG1012]: `replaceAll` of the file's text is given a regular expression without the `g` flag: a TypeError every time it runs
import { files } from "gg";

const notes = files.glob("docs/**/*.md");
let changed = 0;
for (const path of notes) {
  const text = files.readFile(path);
  const fixed = text.replaceAll(/\r\n/, "\n");
  if (fixed !== text) {
    files.writeFile(path, fixed);
    changed += 1;
  }
}
console.log(`normalised line endings in ${changed} of ${notes.length} notes`);
