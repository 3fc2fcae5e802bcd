// broken [GG1013]: arguments.callee throws in strict code, and every guest program is a module
import { files } from "gg";

function depth(level: number): number {
  if (level > 2) return level;
  return files.glob("*").length + arguments.callee(level + 1);
}
console.log(depth(0));
