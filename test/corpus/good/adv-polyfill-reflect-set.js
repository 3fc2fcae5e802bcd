// good: Reflect.set(Promise, "withResolvers", …) polyfills the ES2024 static before the program uses it
import { web } from "gg";

Reflect.set(Promise, "withResolvers", function () {
  let resolve, reject;
  const promise = new Promise((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
});

const { promise, resolve } = Promise.withResolvers();
resolve(web.fetch("https://example.com/version.txt").body.trim());
console.log(`remote version ${await promise}`);
