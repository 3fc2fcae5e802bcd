// broken [TS2349]: `shell("npm test")` calls the namespace object, which is not a function: a TypeError
import { shell } from "gg";

const r = shell("npm test");
console.log(r.exitCode === 0 ? "tests pass" : r.stderr);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
