// good: a typed retry wrapper whose closure catches what the wrapped operation throws, used for a git status summary
import { shell } from "gg";

function withRetry<A extends unknown[], R>(fn: (...args: A) => R, attempts = 3): (...args: A) => R {
  return (...args: A): R => {
    let last: unknown;
    for (let i = 0; i < attempts; i++) {
      try {
        return fn(...args);
      } catch (e) {
        last = e;
        console.log(`attempt ${i + 1} failed`);
      }
    }
    throw last;
  };
}

const run = withRetry((cmd: string) => shell.run(cmd));
const status = run("git status --short");
const changed = status.stdout.split("\n").filter((l) => l.trim().length > 0);
console.log(`${changed.length} changed files`);
