// broken [TS2591]: JSON.parse("{") always throws, so the catch always runs, and it reads `process`, which the guest lacks
import { files } from "gg";

let defaults;
try {
  defaults = JSON.parse("{");
} catch (e) {
  defaults = { cwd: process.cwd(), error: e.message };
}
console.log(defaults, files.glob("*").length);
