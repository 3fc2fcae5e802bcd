// good: a ReferenceError thrown in a nested try/finally is caught by the outer catch; finally only logs
import { files } from "gg";

function countLines(paths) {
  let total = 0;
  try {
    try {
      for (const p of paths) total += files.readFile(p).split("\n").length;
      total += legacyCount(paths);
    } finally {
      console.log(`counted ${paths.length} files`);
    }
  } catch (e) {
    console.log(`legacy counter unavailable: ${e.message}`);
  }
  return total;
}

console.log(countLines(files.glob("lib/**/*.js")));
