// good: `"code" in e` and instanceof narrow a caught value before its fields are read
import { shell, Failure } from "gg";

function run(cmd: string): string {
  try {
    return shell.run(cmd).stdout;
  } catch (e: unknown) {
    if (e instanceof Failure) return `refused: ${e.operation} (${e.code})`;
    if (typeof e === "object" && e !== null && "message" in e) return String(e.message);
    return String(e);
  }
}

console.log(run("git log --oneline -3"));
