// good: renames imported namespaces with `as` and reads lockfile metadata
import { files as fs, shell as sh } from "gg";

const lock = fs.stat("package-lock.json");
const pnpmLock = fs.stat("pnpm-lock.yaml");

const manager = pnpmLock ? "pnpm" : lock ? "npm" : "unknown";
console.log(`package manager: ${manager}`);

if (manager !== "unknown") {
  const r = sh.run(`${manager} --version`);
  console.log(`${manager} ${r.stdout.trim()}`);
}
