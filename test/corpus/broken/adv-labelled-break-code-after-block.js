// broken [TS2591]: `break skip` always leaves block `skip`, but the line after the block runs and reads a missing global
import { shell } from "gg";

const r = shell.run("git diff --quiet");
skip: {
  if (r.exitCode === 0 || r.exitCode !== 0) break skip;
  console.log("never");
}
process.exitCode = r.exitCode;
