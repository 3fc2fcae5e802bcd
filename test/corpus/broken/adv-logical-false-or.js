// broken [TS2304]: `false || x` always evaluates x: the Deno global is read and the guest has none
import { files } from "gg";

const preferDeno = false || Deno.version.deno.startsWith("2");
const paths = files.glob("**/*.ts");
console.log(preferDeno, paths.length);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
