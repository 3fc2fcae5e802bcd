// good: lists saved programs and prints the first comment line of each
import { programs } from "gg";

const names = programs.library();
const index: string[] = [];
for (const name of names) {
  const source = programs.load(name);
  const firstComment = source.split("\n").find((line) => line.trim().startsWith("//"));
  index.push(`${name}: ${firstComment ? firstComment.replace(/^\s*\/\/\s*/, "") : "(no description)"}`);
}
console.log(index.length ? index.join("\n") : "no saved programs");
