// broken [TS2588]: the const assignment is in the finally block, which the catch does not cover: a TypeError every run
import { shell } from "gg";

const runs = 0;
try {
  const r = shell.run("npm run build");
  console.log(r.stdout);
} catch (e) {
  console.log("build threw", e);
} finally {
  runs = runs + 1;
}
console.log(`builds: ${runs}`);
