// good: an old-style variadic logger using the arguments object, then lists markdown files
function log() {
  var parts = Array.prototype.slice.call(arguments);
  console.log("[repo]", parts.join(" "));
}

const md = gg.files.glob("*.md");
log("found", md.length, "markdown files:", md.join(", "));
