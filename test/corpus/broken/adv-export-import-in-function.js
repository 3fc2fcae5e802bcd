// broken [GG1010]: an import declaration inside a function is a SyntaxError (imports stand only at a module's top level)
function readme() {
  import { files } from "gg";
  return files.readFile("README.md");
}
console.log(readme().length);

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
