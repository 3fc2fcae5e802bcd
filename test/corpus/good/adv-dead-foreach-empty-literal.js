// good: forEach over an empty array literal never calls its callback, so the Node-only call inside never runs
import { files } from "gg";

const extraRoots = [];
extraRoots.forEach((root) => {
  process.chdir(root);
});
const roots = ["src", ...extraRoots];
for (const root of roots) console.log(`${root}: ${files.glob(`${root}/**/*.js`).length} files`);
