// good: a switch on a constant falls into the clause after its matching case; the clause that needs require cannot match
import { files } from "gg";

const RUNTIME = "gg";
let names = [];
switch (RUNTIME) {
  case "node":
    names = require("node:fs").readdirSync(".");
    break;
  case "gg":
  case "sandbox":
    names = files.listDir(".").map((e) => e.name);
    break;
}
console.log(names.length);
