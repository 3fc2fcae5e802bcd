// good: the statements after an unconditional return are unreachable; the unknown name there never runs
import { files } from "gg";

function firstHeading(path) {
  const lines = files.readFile(path).split("\n");
  return lines.find((l) => l.startsWith("# ")) ?? "(none)";
  legacyHeading(path);
}

console.log(firstHeading("README.md"));
