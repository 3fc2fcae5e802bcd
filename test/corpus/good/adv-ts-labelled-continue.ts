// good: a labelled outer loop continued from an inner loop, legal in TypeScript and JavaScript
import { files } from "gg";

const withTodo: string[] = [];
outer: for (const path of files.glob("src/**/*.ts")) {
  for (const line of files.readFile(path).split("\n")) {
    if (line.includes("TODO")) {
      withTodo.push(path);
      continue outer;
    }
  }
}
console.log(withTodo.join("\n") || "no TODOs");
