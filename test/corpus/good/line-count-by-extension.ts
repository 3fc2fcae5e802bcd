// good: counts lines per file extension across the repository using gg.files.glob and readFile
const totals = new Map<string, { files: number; lines: number }>();

for (const path of gg.files.glob("**/*.{ts,js,json,md}")) {
  if (path.startsWith("node_modules/") || path.includes("/dist/")) continue;
  const ext = path.slice(path.lastIndexOf(".") + 1);
  const text = gg.files.readFile(path);
  const lines = text.length === 0 ? 0 : text.split("\n").length;
  const current = totals.get(ext) ?? { files: 0, lines: 0 };
  current.files += 1;
  current.lines += lines;
  totals.set(ext, current);
}

const rows = [...totals.entries()].sort((a, b) => b[1].lines - a[1].lines);
console.log("ext    files   lines");
for (const [ext, t] of rows) {
  console.log(`${ext.padEnd(6)} ${String(t.files).padStart(5)} ${String(t.lines).padStart(7)}`);
}
