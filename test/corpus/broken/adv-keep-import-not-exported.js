// broken [TS2305]: "gg" exports no `fs` namespace (the files operations are in `files`): linking fails, the program never runs
import { fs, session } from "gg";

const text = fs.readFile("package.json");
session.reportProgress(`package.json has ${text.length} chars`);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
