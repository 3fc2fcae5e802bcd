// broken [TS2724]: imports `Files` from "gg"; the namespace is `files` (lower case)
import { Files, shell } from "gg";

const staged = shell.run("git diff --cached --name-only").stdout.split("\n").filter(Boolean);
const large = staged.filter((p) => (Files.stat(p)?.size ?? 0) > 1_000_000);
if (large.length) {
  console.log(`large staged files:\n${large.join("\n")}`);
}
