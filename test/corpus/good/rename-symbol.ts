// good: renames an identifier across files with editFile, counting replacements
import * as g from "gg";

const OLD = "fetchUser";
const NEW = "loadUser";

let changed = 0;
let total = 0;
for (const hit of g.files.grep(`\\b${OLD}\\b`, { glob: "src/**/*.ts" })) {
  const edits: g.files.TextEdit[] = [{ oldText: hit.text, newText: hit.text.replaceAll(OLD, NEW) }];
  const res = g.files.editFile(hit.path, edits);
  total += res.replacements;
  if (res.replacements > 0) changed++;
}
console.log(`renamed ${OLD} -> ${NEW}: ${total} replacements in ${changed} edits`);
