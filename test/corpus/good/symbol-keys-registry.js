// good: a registry keyed by Symbols collects check functions and runs them against the repository
import * as gg from "gg";

const registry = new Map();
const LICENSE = Symbol("license");
const README = Symbol("readme");

registry.set(LICENSE, () => gg.files.stat("LICENSE") !== undefined);
registry.set(README, () => gg.files.readFile("README.md").length > 200);

const results = [];
for (const [key, check] of registry) {
  let ok = false;
  try {
    ok = check();
  } catch (e) {
    if (!(e instanceof gg.Failure)) throw e;
  }
  results.push(`${key.description}: ${ok ? "ok" : "missing"}`);
}
console.log(results.join("\n"));
