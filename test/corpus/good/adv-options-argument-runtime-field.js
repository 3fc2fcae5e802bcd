// good: the options object every call passes fixes `opts.runtime` to the guest's answer, so the Node branch never runs
const RUNTIME = typeof gg !== "undefined" ? "gg" : "node";

function createIo(opts) {
  if (opts.runtime === "node") {
    const fs = require("node:fs");
    return { list: (pattern) => fs.readdirSync(".").filter((f) => f.endsWith(pattern.slice(1))) };
  }
  return { list: (pattern) => gg.files.glob(pattern) };
}

const io = createIo({ runtime: RUNTIME, verbose: false });
const files = io.list("*.md");
console.log(`${files.length} markdown files`);
gg.session.reportProgress(`listed ${files.length} files`);
