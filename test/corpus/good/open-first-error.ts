// good: runs tsc, parses the first error location and opens it for the person watching
import { shell, views } from "gg";

const out = shell.run("npx tsc --noEmit --pretty false");
const match = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/m.exec(out.stdout);

if (out.exitCode === 0 || !match) {
  console.log("no type errors");
} else {
  const [, file, line, , code, message] = match;
  if (file && line) {
    views.openFile(file, Number(line));
    console.log(`${file}:${line} ${code}: ${message}`);
  }
}
