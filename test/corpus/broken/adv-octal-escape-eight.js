// broken [GG1010]: "\8" is a NonOctalDecimalEscapeSequence, an early SyntaxError in strict (module) code
import { files } from "gg";

const marker = "section \8";
const hits = files.grep(marker, { glob: "docs/**/*.md" });
console.log(hits.length);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
