// good: ECMAScript 2023 and earlier features the guest has: toSorted, findLast, at, with, Object.hasOwn, static blocks
class Registry {
  static names = [];
  static {
    Registry.names.push("init");
  }
}
const files = gg.files.glob("**/*.md").toSorted();
const last = files.findLast((f) => f.startsWith("docs/"));
const copy = files.with(0, "first.md");
console.log(last, copy.at(-1), Object.hasOwn({ a: 1 }, "a"), Registry.names, /(?<name>\w+)\.md/.exec(files[0] ?? "")?.groups?.name);
