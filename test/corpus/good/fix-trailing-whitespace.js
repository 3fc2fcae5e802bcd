// good: strips trailing whitespace in source files via editFile, one edit per affected line
import { files, session } from "gg";

const hits = files.grep("[ \\t]+$", { glob: "src/**/*.js", maxResults: 1000 });
const byFile = new Map();
for (const h of hits) {
  if (!byFile.has(h.path)) byFile.set(h.path, []);
  byFile.get(h.path).push(h);
}

let replaced = 0;
for (const [path, list] of byFile) {
  const seen = new Set();
  const edits = [];
  for (const h of list) {
    if (seen.has(h.text)) continue;
    seen.add(h.text);
    edits.push({ oldText: h.text, newText: h.text.replace(/[ \t]+$/, "") });
  }
  replaced += files.editFile(path, edits).replacements;
}
session.reportProgress(`removed trailing whitespace: ${replaced} lines in ${byFile.size} files`);
