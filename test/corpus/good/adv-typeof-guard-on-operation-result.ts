// good: a defensive test of an operation's text in TypeScript: the compiler narrows, and nothing missing is named
import { shell } from "gg";

const r = shell.run("git status --short");
const text: string = typeof r.stdout === "string" ? r.stdout : String(r.stdout);
console.log(text.split("\n").length);
