// good: the loop walks an empty array literal, so its body (which calls a missing gg member) never runs
import { files } from "gg";

const legacyPaths = [];
for (const p of legacyPaths) {
  files.removeFile(p);
}
const current = files.glob("build/**/*");
console.log(`${current.length} build outputs, ${legacyPaths.length} legacy paths`);
