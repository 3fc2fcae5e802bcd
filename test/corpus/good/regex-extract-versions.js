// good: extracts versions pinned in a Dockerfile and a workflow file with named capture groups
import { files } from "gg";

const sources = {
  Dockerfile: /^FROM\s+(?<image>[\w./-]+):(?<tag>[\w.-]+)/gm,
  ".github/workflows/ci.yml": /uses:\s*(?<image>[\w./-]+)@(?<tag>[\w.-]+)/g,
};

const found = [];
for (const [file, re] of Object.entries(sources)) {
  let text;
  try {
    text = files.readFile(file);
  } catch {
    continue;
  }
  for (const m of text.matchAll(re)) {
    found.push(`${file}: ${m.groups.image} @ ${m.groups.tag}`);
  }
}
console.log(found.length ? found.join("\n") : "no pinned versions found");
