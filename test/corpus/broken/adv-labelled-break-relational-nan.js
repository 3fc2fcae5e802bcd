// broken [TS2591]: `code < 0 || code >= 0` is false when `code` is undefined (NaN compares false both ways), so the block runs on to `process`
import { shell } from "gg";

const r = shell.run("true");
const code = r.signalNumber;
skip: {
  if (code < 0 || code >= 0) break skip;
  process.exitCode = 1;
}
console.log("done");
