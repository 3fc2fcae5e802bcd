// broken: `gg.files.search` does not exist (searching file contents is `gg.files.grep`)
const hits = gg.files.search("TODO", { glob: "**/*.js" });
hits.forEach((h) => console.log(`${h.path}:${h.line}`));
