// good: a loop variable named `files` (the list of one directory's files) shadows nothing gg: gg is used as `gg.files`
const dirs = ["src", "test", "docs"];
const report = [];
for (const dir of dirs) {
  const entries = gg.files.listDir(dir);
  for (const files of [entries.filter((e) => e.kind === "file")]) {
    const total = files.reduce((sum, f) => sum + f.size, 0);
    report.push(`${dir}: ${files.length} files, ${total} bytes`);
  }
}
console.log(report.join("\n"));
