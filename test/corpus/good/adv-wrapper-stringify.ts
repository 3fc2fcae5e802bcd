// good: a save helper turns whatever it is handed into text before it writes, so objects reach the file as JSON
import { files } from "gg";

function save(path: string, data: unknown): number {
  const text = typeof data === "string" ? data : JSON.stringify(data, null, 2);
  files.writeFile(path, text);
  return text.length;
}

const entries = files.listDir("src");
const bytes = save("reports/listing.json", { count: entries.length, names: entries.map((e) => e.name) });
save("reports/summary.txt", `${entries.length} entries, ${bytes} bytes of JSON`);
console.log("saved", bytes);
