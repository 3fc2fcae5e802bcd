// good: a JSDoc block marks an optional parameter (`[limit]`) before a required one; JavaScript ignores JSDoc, and the call is complete
import { programs } from "gg";

/**
 * Lines of recent program sources that mention a word.
 * @param {number} [limit] how many programs to read
 * @param {string} word the word to find
 */
function mentions(limit, word) {
  const found = [];
  for (const rec of programs.history(limit ?? 10)) {
    if (rec.source.includes(word)) found.push(`${rec.id}: ${rec.outcome}`);
  }
  return found;
}

console.log(mentions(undefined, "readFile").join("\n"));
console.log(mentions(5, "glob").length, "recent programs glob");
