// good: `try { JSON.parse(…) } catch { … }` guards both the parse and a later read of a missing global in the same block
import { files } from "gg";

let settings = {};
try {
  settings = JSON.parse(files.readFile("settings.json"));
  settings.home = process.env.HOME;
} catch {
  settings.home = "~";
}
console.log(`home: ${settings.home}`);
