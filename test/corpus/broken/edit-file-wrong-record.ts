// broken [TS2345]: text edits use `{ from, to }` instead of TextEdit's `{ oldText, newText }`
import { files } from "gg";

const replacements: Array<[string, string]> = [
  ["localhost:3000", "api.example.com"],
  ["http://", "https://"],
];

for (const path of files.glob("config/*.json")) {
  const result = files.editFile(path, replacements.map(([from, to]) => ({ from, to })));
  console.log(`${path}: ${result.replacements}`);
}
