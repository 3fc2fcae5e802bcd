// good: a case matches the constant, so the default clause that exits through process never runs
import { shell } from "gg";

const LEVEL = 2;
switch (LEVEL) {
  case 1:
    console.log("quiet");
    break;
  case 2:
    console.log(shell.run("git status --short").stdout);
    break;
  default:
    process.exit(1);
}
