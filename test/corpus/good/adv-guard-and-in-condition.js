// good: `hasNode && process.version.startsWith(…)`: the right side runs only when the flag is true, never in the guest
import { shell } from "gg";

const hasNode = typeof process === "object";
if (hasNode && process.version.startsWith("v18")) {
  console.log("old node");
}
console.log(shell.run("node --version").stdout.trim());
