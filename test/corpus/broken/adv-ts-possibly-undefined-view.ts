// broken [TS18048]: docs.view answers undefined for a page the agent may not see; tsc refuses `.split` on it unguarded
import { docs } from "gg";

const page = docs.view("shell.run");
const firstLine = page.split("\n")[0];
console.log(firstLine);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
