// good: `r.exitCode == 0 || r.exitCode != 0` is always true, so the case breaks before the line that reads a missing global
import { shell } from "gg";

const r = shell.run("npm run build");
switch (r.stdout.length > 0 ? "out" : "quiet") {
  case "out":
    if (r.exitCode == 0 || r.exitCode != 0) break;
    process.stdout.write(r.stdout);
    break;
  default:
    console.log("no output");
}
console.log("build done");
