// broken [TS2304]: `files` is never imported or declared; using it unqualified throws a ReferenceError
import { shell } from "gg";

const status = shell.run("git status --porcelain").stdout;
const changed = status.split("\n").filter(Boolean).map((l) => l.slice(3));

for (const path of changed) {
  if (!path.endsWith(".js")) continue;
  const text = files.readFile(path);
  console.log(`${path}: ${text.split("\n").length} lines`);
}
