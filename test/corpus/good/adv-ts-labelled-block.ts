// good: a labelled block left with `break` is legal TypeScript and JavaScript; the statements after the break are skipped
import { shell } from "gg";

let status = "unknown";
check: {
  const r = shell.run("git diff --quiet");
  if (r.exitCode === 0) {
    status = "clean";
    break check;
  }
  status = "dirty";
}
console.log(`working tree ${status}`);
