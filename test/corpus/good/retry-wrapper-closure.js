// good: a retry wrapper whose closure catches what the wrapped operation throws, and a timing wrapper that tests for `performance` first
import { shell } from "gg";

const withRetry = (fn, attempts = 3) => (...args) => {
  let last;
  for (let i = 0; i < attempts; i++) {
    try {
      return fn(...args);
    } catch (e) {
      last = e;
      console.log(`attempt ${i + 1} failed: ${e.message}`);
    }
  }
  throw last;
};

const timed = (fn) => (...args) => {
  const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());
  const start = now();
  const out = fn(...args);
  console.log(`took ${Math.round(now() - start)} ms`);
  return out;
};

const run = timed(withRetry(shell.run));
const status = run("git status --short");
console.log(status.stdout.split("\n").filter(Boolean).length, "changed files");
