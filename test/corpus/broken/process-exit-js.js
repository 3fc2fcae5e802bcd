// broken [TS2591]: `process` does not exist in the guest; `process.exit(1)` throws a ReferenceError
import { shell } from "gg";

const r = shell.run("npm test");
if (r.exitCode !== 0) {
  console.log(r.stdout);
  process.exit(1);
}
