// broken [TS2339]: `gg.files.search` does not exist (searching file contents is `gg.files.grep`)
const patterns = ["eval\\(", "innerHTML\\s*=", "document\\.write"];
const report = {};

for (const pattern of patterns) {
  const hits = gg.files.search(pattern, { glob: "src/**/*.js" });
  report[pattern] = hits.map((h) => `${h.path}:${h.line}`);
}

for (const [pattern, where] of Object.entries(report)) {
  console.log(`${pattern}: ${where.length ? where.join(", ") : "none"}`);
}
