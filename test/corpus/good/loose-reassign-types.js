// good: loosely typed JavaScript (a variable changes type, objects grow fields) that runs fine
import { files, shell } from "gg";

let result = 0;
const info = {};
info.branch = shell.run("git rev-parse --abbrev-ref HEAD").stdout.trim();
info.files = files.glob("src/**/*.js").length;

if (info.files === 0) {
  result = "no sources";
} else {
  result = info.files + " sources on " + info.branch;
}
console.log(result);
