// good: the import is renamed (`files as fs`) and a local `files` list shadows nothing imported; both are used correctly
import { files as fs, session } from "gg";

const files = fs.glob("**/*.test.js");
for (const f of files) {
  const text = fs.readFile(f);
  if (text.includes(".only(")) session.reportProgress(`focused test left in ${f}`);
}
console.log(`${files.length} test files checked`);
