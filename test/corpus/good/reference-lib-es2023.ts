// good: a reference to ECMAScript 2023's library, which is exactly what the guest has
/// <reference lib="es2023" />
import { files } from "gg";

const names = files.listDir(".").map((entry) => entry.name);
const sorted = names.toSorted((a, b) => a.localeCompare(b));
const last = sorted.findLast((name) => name.endsWith(".md"));
console.log(sorted.join("\n"), last ?? "no markdown");
