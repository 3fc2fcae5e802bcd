// broken [GG1010]: `await` is reserved in module code, so a variable named `await` is an early SyntaxError
import { shell } from "gg";

const await = shell.run("git status --short").stdout;
const changed = await.split("\n").filter(Boolean);
console.log(`${changed.length} changed files`);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
