// broken [GG1010]: `0755` is a legacy octal literal, an early SyntaxError in strict (module) code
import { shell } from "gg";

const mode = 0755;
const r = shell.run(`chmod ${mode.toString(8)} scripts/release.sh`);
console.log(`chmod exit ${r.exitCode}`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
