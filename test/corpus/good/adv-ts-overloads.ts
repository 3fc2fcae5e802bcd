// good: overloads of a helper that reads a file as text or as lines; each call matches an overload
import { files } from "gg";

function read(path: string): string;
function read(path: string, asLines: true): string[];
function read(path: string, asLines?: true): string | string[] {
  const text = files.readFile(path);
  return asLines ? text.split("\n") : text;
}

const whole = read("README.md");
const lines = read("README.md", true);
console.log(whole.length, lines.length);
