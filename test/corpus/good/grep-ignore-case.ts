// good: case-insensitive grep with explicit options object typed as gg.files.GrepOptions
const opts: gg.files.GrepOptions = { ignoreCase: true, glob: "**/*.md", maxResults: 50 };
const hits = gg.files.grep("deprecated", opts);
const files = new Set(hits.map((h) => h.path));
console.log(`${hits.length} mentions of "deprecated" in ${files.size} files`);
for (const h of hits.slice(0, 10)) {
  console.log(`${h.path}:${h.line}  ${h.text.trim().slice(0, 100)}`);
}
