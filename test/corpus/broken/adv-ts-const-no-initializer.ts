// broken [TS1155]: a const declared without an initializer is refused by tsc and a SyntaxError in JavaScript
import { files } from "gg";

const paths: string[];
console.log(files.glob("*.md").length, paths);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
