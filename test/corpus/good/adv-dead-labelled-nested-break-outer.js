// good: `break outer` in the inner block always runs, so the rest of block `outer` (a missing global) never does
import { files } from "gg";

const names = files.glob("*.md");
outer: {
  inner: {
    if (names.length === 0 || names.length !== 0) break outer;
    console.log("unreachable");
  }
  process.exitCode = 1;
}
console.log(`${names.length} markdown files`);
