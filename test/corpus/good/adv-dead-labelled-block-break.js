// good: `break skip` leaves the labelled block before the line that reads a missing global
import { shell } from "gg";

skip: {
  const r = shell.run("git diff --quiet");
  if (r.exitCode === 0 || r.exitCode !== 0) break skip;
  process.exitCode = r.exitCode;
}
console.log("diff checked");
