// broken [TS2561]: grep's options have `maxResults`, not `maxResult`; tsc refuses the unknown property
import { files } from "gg";

const hits = files.grep("FIXME", { glob: "src/**/*.ts", maxResult: 20 });
console.log(hits.length);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
