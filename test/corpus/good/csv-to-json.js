// good: converts a CSV file to JSON with a small hand-written parser handling quoted fields
import { files } from "gg";

function parseLine(line) {
  const cells = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      cells.push(cur); cur = "";
    } else {
      cur += ch;
    }
  }
  cells.push(cur);
  return cells;
}

const [headerLine, ...rows] = files.readFile("data/users.csv").trim().split(/\r?\n/);
const headers = parseLine(headerLine);
const records = rows.map((r) => {
  const cells = parseLine(r);
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ""]));
});
files.writeFile("data/users.json", JSON.stringify(records, null, 2));
console.log(`converted ${records.length} rows with columns ${headers.join(", ")}`);
