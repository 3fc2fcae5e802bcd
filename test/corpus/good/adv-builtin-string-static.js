// good: a static helper added to String (String.dedent) before the program calls it
import { files } from "gg";

String.dedent = (text) => {
  const lines = text.split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join("\n");
};

const block = String.dedent(`
    ## Notes
    generated from ${files.glob("notes/*.md").length} files
`);
files.writeFile("NOTES.md", block);
console.log(block);
