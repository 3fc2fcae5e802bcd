// broken [GG1010]: `\k<end>` refers to a group name the pattern never defines; with named groups present that is an early SyntaxError
import { files } from "gg";

const pair = /(?<open>["'])(?<body>.*?)\k<end>/g;
const src = files.readFile("src/strings.js");
console.log([...src.matchAll(pair)].length, "quoted strings");

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
