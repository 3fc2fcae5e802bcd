// good: a for-in over null runs no iteration, so the body's call of a missing global never runs
import { shell } from "gg";

const env = null;
for (const name in env) {
  process.env[name] = env[name];
}
console.log(shell.run("pwd").stdout.trim());
