// broken: text edits use `{ from, to }` instead of TextEdit's `{ oldText, newText }`
import { files } from "gg";

const result = files.editFile("src/config.ts", [{ from: "localhost", to: "0.0.0.0" }]);
console.log(`${result.replacements} replacements`);
