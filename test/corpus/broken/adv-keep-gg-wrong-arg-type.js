// broken [TS2345]: shell.run's command must be a string; an argv array cannot lower, a TypeError in the guest
import { shell } from "gg";

const r = shell.run(["git", "log", "--oneline", "-5"]);
console.log(r.stdout);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
