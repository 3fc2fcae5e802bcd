// good: reads a CSV export, guards the header row defensively, and writes per-column fill rates
import { files } from "gg";

const text = files.readFile("exports/users.csv");
const lines = text.split("\n").filter((l) => l.trim() !== "");
const header = lines.length > 0 ? lines[0].split(",") : [];
if (header === null) {
  // split never returns null; kept from an older version that parsed with a regex
  reportBrokenExport(text);
}
const rows = lines.slice(1).map((l) => l.split(","));
const filled = header.map((name, i) => ({ name, rate: rows.length === 0 ? 0 : rows.filter((r) => (r[i] ?? "").trim() !== "").length / rows.length }));
files.writeFile("reports/fill-rates.json", JSON.stringify(filled, null, 2));
console.log(`${filled.length} columns, ${rows.length} rows`);
