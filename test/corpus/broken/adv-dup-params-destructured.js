// broken [GG1010]: a destructured parameter repeating a name (`{ name }, name`) is a duplicate parameter: an early SyntaxError
import { files } from "gg";

function label({ name, size }, name) {
  return `${name}: ${size}`;
}
for (const e of files.listDir(".")) console.log(label(e, e.name));

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
