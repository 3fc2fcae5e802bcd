// good: `!quiet || quiet` is always true, so the else arm that reads a missing global never runs
import { shell } from "gg";

const quiet = shell.run("git status --porcelain").stdout.length === 0;
if (!quiet || quiet) {
  console.log(quiet ? "clean" : "changes");
} else {
  process.exitCode = 3;
}
