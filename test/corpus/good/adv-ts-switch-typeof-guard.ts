// good: `switch (typeof value)` narrows an unknown parsed value; every branch is valid for its type
import { files } from "gg";

function describe(value: unknown): string {
  switch (typeof value) {
    case "string":
      return `"${value.slice(0, 20)}"`;
    case "number":
      return value.toFixed(2);
    case "object":
      return value === null ? "null" : `${Object.keys(value).length} keys`;
    default:
      return typeof value;
  }
}

const text = files.readFile("data.txt");
console.log(describe(text), describe(text.length), describe(null));
