// broken [TS2551]: the map callback runs once per match, and calls files.readfile (the operation is readFile)
import { files } from "gg";

const matches = files.grep("TODO", { glob: "src/**/*.js", maxResults: 20 });
const contexts = matches.map((m) => {
  const lines = files.readfile(m.path).split("\n");
  return lines.slice(Math.max(0, m.line - 2), m.line + 1).join("\n");
});
console.log(contexts.join("\n---\n"));
