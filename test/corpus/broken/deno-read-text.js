// broken [TS2304]: `Deno` does not exist in the guest; the file read is `gg.files.readFile`
import { files } from "gg";

const docs = files.glob("docs/**/*.md");
const titles = [];

for (const path of docs) {
  const text = Deno.readTextFileSync(path);
  const title = text.split("\n").find((l) => l.startsWith("# "));
  titles.push(`${path}: ${title ? title.slice(2) : "(untitled)"}`);
}

console.log(titles.join("\n"));
