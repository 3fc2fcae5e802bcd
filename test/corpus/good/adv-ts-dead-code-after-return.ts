// good: unreachable statements after a return are allowed by the checker's options (a suggestion, not an error); they never run
import { files } from "gg";

function firstHeading(path: string): string {
  const lines = files.readFile(path).split("\n");
  return lines.find((l) => l.startsWith("# ")) ?? "(none)";
  console.log("never printed");
}

console.log(firstHeading("README.md"));
