// good: a user helper runs the callback inside its own try/catch, so the callback's ReferenceError is caught
import { files } from "gg";

function attempt(label, fn) {
  try {
    return fn();
  } catch (err) {
    console.log(`${label} failed: ${err.name}`);
    return undefined;
  }
}

attempt("node", () => require("node:fs").readdirSync("."));
console.log(files.listDir(".").length, "entries");
