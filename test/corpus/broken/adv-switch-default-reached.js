// broken [TS2304]: no case matches the constant, so the default clause runs and calls a name nothing declares
import { shell } from "gg";

const TARGET = "arm64";
switch (TARGET) {
  case "x64":
    console.log(shell.run("uname -m").stdout);
    break;
  default:
    crossCompile(TARGET);
}
