// broken [TS2591]: `process.exit` does not exist in the guest (no Node); tsc refuses the name
import { shell } from "gg";

const r = shell.run("npm run lint");
if (r.exitCode !== 0) {
  console.error(r.stdout);
  process.exit(r.exitCode);
}
