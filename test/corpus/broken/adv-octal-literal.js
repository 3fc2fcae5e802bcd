// broken [GG1010]: `0755` is a legacy octal literal, an early SyntaxError in strict (module) code
import { shell } from "gg";

const mode = 0755;
const r = shell.run(`chmod ${mode.toString(8)} scripts/release.sh`);
console.log(`chmod exit ${r.exitCode}`);
