// broken [GG1010]: "\033[1m" uses a legacy octal escape, an early SyntaxError in strict (module) code
import { shell } from "gg";

const bold = "\033[1m";
const reset = "\033[0m";
const r = shell.run("npm test");
console.log(`${bold}tests: exit ${r.exitCode}${reset}`);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
