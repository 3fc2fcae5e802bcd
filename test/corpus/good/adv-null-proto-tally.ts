// good: a tally kept in an object made without a prototype, read with Object.hasOwn and written out as JSON
import { files } from "gg";

const tally: Record<string, number> = Object.create(null);
for (const e of files.listDir(".")) {
  const ext = e.name.includes(".") ? (e.name.split(".").pop() ?? "") : "(none)";
  tally[ext] = (tally[ext] ?? 0) + 1;
}
const known = ["md", "json", "ts"].filter((ext) => Object.hasOwn(tally, ext));
files.writeFile("tally.json", JSON.stringify({ known, tally }, null, 2));
console.log(`${Object.keys(tally).length} kinds of file`);
