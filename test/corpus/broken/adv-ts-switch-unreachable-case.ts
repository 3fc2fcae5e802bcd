// broken [TS2678]: the switch compares the constant "gg" with "node", a literal it can never equal: tsc refuses the case
import { files } from "gg";

const RUNTIME = "gg";
let names: string[] = [];
switch (RUNTIME) {
  case "node":
    names = [];
    break;
  case "gg":
    names = files.listDir(".").map((e) => e.name);
}
console.log(names.join("\n"));
