// good: `Object.groupBy ??= …` installs a polyfill first, so the ES2024 call below is defined in the guest
import { files } from "gg";

Object.groupBy ??= function groupBy(items, keyOf) {
  const out = Object.create(null);
  let i = 0;
  for (const item of items) (out[keyOf(item, i++)] ??= []).push(item);
  return out;
};

const matches = files.grep("FIXME", { glob: "src/**/*.js" });
const byFile = Object.groupBy(matches, (m) => m.path);
for (const [path, list] of Object.entries(byFile)) {
  console.log(`${path}: ${list.length} FIXME`);
}
