// good: Promise.withResolvers (ES2024) is used when present; a hand-made deferred otherwise
import { shell } from "gg";

function deferred() {
  if (Promise.withResolvers) return Promise.withResolvers();
  let resolve, reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const d = deferred();
d.resolve(shell.run("node --version").stdout.trim());
console.log(`node ${await d.promise}`);
