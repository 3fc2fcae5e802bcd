// good: a comparator handed to a user-written sort that returns at once for fewer than two items; the comparator is never called
import { files } from "gg";

function sortBy(items, compare) {
  if (items.length < 2) return items;
  return [...items].sort(compare);
}

const one = [files.readFile("VERSION").trim()];
const sorted = sortBy(one, (a, b) => Intl.Collator().compare(a, b));
console.log(sorted.join(", "));
