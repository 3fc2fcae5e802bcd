// broken [TS2353]: grep options use `caseInsensitive`, which GrepOptions does not declare (it is `ignoreCase`)
import { files, session } from "gg";

const SECRETS = ["password", "secret", "api[_-]?key", "token"];
let total = 0;
for (const word of SECRETS) {
  const hits = files.grep(`${word}\\s*[:=]\\s*["'][^"']+["']`, { caseInsensitive: true, glob: "**/*.{js,ts,env}" });
  total += hits.length;
  for (const h of hits) console.log(`${h.path}:${h.line}: possible ${word}`);
}
session.reportProgress(`${total} possible secrets`);
