// broken [TS2367]: EntryKind is "file" | "dir" | "symlink"; comparing it with "directory" can never be true, and tsc refuses it
import { files } from "gg";

const dirs = files.listDir(".").filter((e) => e.kind === "directory");
console.log(`${dirs.length} directories`);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
