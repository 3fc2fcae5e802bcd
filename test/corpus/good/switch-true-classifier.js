// good: classifies changed paths with a switch (true) and Array.from over a Map of counts
import { shell } from "gg";

const changed = shell.run("git diff --name-only HEAD~5").stdout.split("\n").filter(Boolean);
const kinds = new Map();

for (const path of changed) {
  let kind;
  switch (true) {
    case /\.test\.|__tests__/.test(path): kind = "tests"; break;
    case path.startsWith("docs/") || path.endsWith(".md"): kind = "docs"; break;
    case /^(src|lib)\//.test(path): kind = "code"; break;
    case /(^|\/)package(-lock)?\.json$/.test(path): kind = "deps"; break;
    default: kind = "other";
  }
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}

console.log(Array.from(kinds, ([k, n]) => `${k}: ${n}`).join(", ") || "no changes");
