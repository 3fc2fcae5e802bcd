// broken [TS2345]: views.openFile's line is a number; a string taken from a regex match is passed unconverted
import { shell, views } from "gg";

const out = shell.run("npx eslint src -f unix").stdout;
const first = /^([^:]+):(\d+):(\d+):/m.exec(out);
if (first) {
  const [, path, line] = first;
  views.openFile(path ?? "src/index.ts", line);
} else {
  console.log("no lint errors");
}
