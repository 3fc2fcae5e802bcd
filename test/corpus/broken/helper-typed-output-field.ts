// broken [TS2339]: `RunResult` has `stdout`, not `output`
import { shell } from "gg";

function firstLine(result: shell.RunResult): string {
  return result.output.split("\n")[0].trim();
}

console.log(firstLine(shell.run("git branch --show-current")));
