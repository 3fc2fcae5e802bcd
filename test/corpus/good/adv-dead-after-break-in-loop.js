// good: the loop always breaks on its first pass, before the line that reads a missing global
import { shell } from "gg";

let status;
for (;;) {
  status = shell.run("git status --porcelain");
  break;
  process.stdout.write(status.stdout);
}
console.log(`${status.stdout.split("\n").filter(Boolean).length} changes`);
