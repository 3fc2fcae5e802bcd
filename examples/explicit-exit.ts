// broken: the guest has no `process`; end a program by returning from it, or end the session through gg.session.
import { files } from "gg";

const matches = files.grep("console\\.log", { glob: "src/**/*.ts" });
if (matches.length > 0) {
  console.error(`${matches.length} stray console.log calls`);
  process.exit(1);
}
console.log("clean");
