// good: wraps synchronous gg calls in an async main with await, which is harmless, and awaits it at top level
import { files, shell } from "gg";

async function main() {
  const status = await shell.run("git status --porcelain");
  const changed = status.stdout.split("\n").filter(Boolean).map((l) => l.slice(3));
  const sizes = [];
  for (const path of changed) {
    const info = await files.stat(path);
    sizes.push(`${path}: ${info ? info.size + " bytes" : "deleted"}`);
  }
  console.log(sizes.join("\n") || "working tree clean");
}

await main();
