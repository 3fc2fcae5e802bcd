// broken [TS2551]: `session.reportProgres` is misspelt (`reportProgress`), a TypeError when called
import { session, files } from "gg";

const all = files.glob("**/*.js").filter((p) => !p.includes("node_modules"));
let withTests = 0;
for (const p of all) {
  if (files.stat(p.replace(/\.js$/, ".test.js"))) withTests++;
}
session.reportProgres(`${withTests}/${all.length} modules have a sibling test`);
