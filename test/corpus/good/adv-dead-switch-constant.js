// good: the switch's discriminant is a constant, so only its "gg" case runs; the "node" case calls require
import { files } from "gg";

const RUNTIME = "gg";
let names;
switch (RUNTIME) {
  case "node":
    names = require("node:fs").readdirSync(".");
    break;
  default:
    names = files.listDir(".").map((e) => e.name);
}
console.log(names.join("\n"));
