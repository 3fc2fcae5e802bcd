// broken [TS2554]: gg.files.writeFile takes a path and contents; called with the path alone
const logs = gg.files.glob("**/*.log").filter((p) => !p.includes("node_modules"));
const lines: string[] = [];
for (const path of logs) {
  const errors = gg.files.readFile(path).split("\n").filter((l) => /error/i.test(l));
  if (errors.length) lines.push(`## ${path}`, ...errors.slice(0, 20), "");
}
const out = lines.join("\n");
gg.files.writeFile("reports/log-errors.md");
console.log(`${logs.length} logs scanned, ${out.length} chars written`);
